// An allocation as a donut, with room in its middle for a caption (e.g. the total). The legend is
// the caller's (it lists each slice with its percent as text). Lazy: see LazyCharts.
import { Box } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { PieChart } from '@mui/x-charts/PieChart';
import type { ReactNode } from 'react';

export type AllocationChartSlice = {
  id: string;
  label: string;
  /** For drawing only; `formatted` is what the tooltip shows. */
  value: number;
  formatted: string;
  color: string;
};

export type AllocationChartProps = {
  slices: readonly AllocationChartSlice[];
  /** Shown in the middle of the donut. */
  center?: ReactNode;
  size?: number;
  /** The accessible name of the chart. */
  label: string;
};

export function AllocationChart({ slices, center, size = 220, label }: AllocationChartProps) {
  const theme = useTheme();
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{ position: 'relative', width: size, height: size, mx: 'auto' }}
    >
      <PieChart
        width={size}
        height={size}
        hideLegend
        skipAnimation
        margin={0}
        series={[
          {
            data: slices.map((slice) => ({
              id: slice.id,
              value: slice.value,
              label: slice.label,
              color: slice.color,
            })),
            innerRadius: '68%',
            outerRadius: '100%',
            paddingAngle: slices.length > 1 ? 2 : 0,
            cornerRadius: 4,
            highlightScope: { fade: 'global', highlight: 'item' },
            faded: { additionalRadius: -4, color: theme.palette.action.disabled },
            valueFormatter: (_value, { dataIndex }) => slices[dataIndex]?.formatted ?? null,
          },
        ]}
      />
      {center && (
        <Box
          sx={{
            position: 'absolute',
            inset: '18%',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            justifyContent: 'center',
            textAlign: 'center',
            pointerEvents: 'none',
          }}
        >
          {center}
        </Box>
      )}
    </Box>
  );
}
