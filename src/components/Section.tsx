// A titled part of a page: a heading with an optional action on its right (a "View all" link, an
// "Add" button, a range toggle) above the content. As a card it is outlined and fills its grid
// cell's height (the dashboard's cards, the balance chart); otherwise a plain section of the page.
import { Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export type SectionProps = {
  title: ReactNode;
  /** On the right of the title: a link, a button or a toggle. */
  action?: ReactNode;
  children: ReactNode;
  /** An outlined card rather than a plain section. */
  card?: boolean;
  /** The dashboard's smaller, bold heading (subtitle1) instead of h6. */
  dense?: boolean;
};

export function Section({ title, action, children, card = false, dense = false }: SectionProps) {
  const headingId = useId();
  const header = (
    <Stack
      direction="row"
      sx={{
        mb: dense || card ? 2 : 1.5,
        gap: 1,
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        minHeight: dense ? 32 : undefined,
      }}
    >
      <Typography
        variant={dense ? 'subtitle1' : 'h6'}
        component="h2"
        id={headingId}
        sx={dense ? { fontWeight: 700 } : undefined}
      >
        {title}
      </Typography>
      {action}
    </Stack>
  );
  if (!card)
    return (
      <section aria-labelledby={headingId}>
        {header}
        {children}
      </section>
    );
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 2, sm: 2.5 },
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        minWidth: 0,
      }}
    >
      {header}
      {children}
    </Paper>
  );
}
