import { Skeleton } from '@mui/material';

/** The place of a chart while it (or its data) loads. */
export function ChartSkeleton({
  height = 240,
  round = false,
}: {
  height?: number;
  round?: boolean;
}) {
  return round ? (
    <Skeleton variant="circular" width={height} height={height} sx={{ mx: 'auto' }} />
  ) : (
    <Skeleton variant="rounded" height={height} sx={{ width: '100%' }} />
  );
}
