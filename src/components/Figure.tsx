// A key figure with its label above and an optional note below: a holding's value, quantity and
// gains on its page, the dashboard's investments.
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';

export function Figure({
  label,
  children,
  note,
}: {
  label: string;
  children: ReactNode;
  note?: ReactNode;
}) {
  return (
    <div>
      <Typography variant="overline" color="textSecondary" component="p">
        {label}
      </Typography>
      {children}
      {note && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          {note}
        </Typography>
      )}
    </div>
  );
}

/** A figure's number as large as a page's key figures are (smaller on a phone). */
export const figureSx = {
  fontSize: { xs: '1.6rem', sm: '2.125rem' },
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
} as const;

/** A figure's number, as text (a quantity, a share). */
export function FigureText({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h4" component="p" sx={figureSx}>
      {children}
    </Typography>
  );
}
