import { Box, CircularProgress } from '@mui/material';

export type PageLoaderProps = { fullScreen?: boolean; label?: string };

/** A centred spinner while a screen, its code or its translations load. */
export function PageLoader({ fullScreen = false, label = 'Loading' }: PageLoaderProps) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        display: 'grid',
        placeItems: 'center',
        minHeight: fullScreen ? '100vh' : 240,
        width: '100%',
      }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
