import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export type AuthCardProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
};

/** The centred card every sign-in screen sits in. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <Box
      sx={{ display: 'flex', justifyContent: 'center', px: { xs: 1, sm: 2 }, py: { xs: 3, sm: 6 } }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h5" component="h1" sx={{ mb: subtitle ? 1 : 3 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
        )}
        {children}
        {footer && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 3, textAlign: 'center' }}>
            {footer}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
