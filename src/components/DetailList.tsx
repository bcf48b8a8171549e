import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type DetailItem = { label: ReactNode; value: ReactNode; key?: string };

export type DetailListProps = {
  items: readonly DetailItem[];
  /** Shown for an empty value. */ empty?: ReactNode;
};

/** Label/value rows of a show page: two columns on wide screens, stacked on phones. */
export function DetailList({ items, empty = '—' }: DetailListProps) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
        alignItems: 'baseline',
        m: 0,
      }}
    >
      {items.map((item, index) => (
        <Box key={item.key ?? index} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="textSecondary"
            sx={{ pt: { xs: 1, sm: 0 } }}
          >
            {item.label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {item.value === null || item.value === undefined || item.value === ''
              ? empty
              : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
