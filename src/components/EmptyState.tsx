import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type EmptyStateProps = {
  title: ReactNode;
  text?: ReactNode;
  action?: ReactNode;
  icon?: ReactNode;
};

/** Nothing to show yet: a title, an optional line and an action (e.g. "Create account"). */
export function EmptyState({ title, text, action, icon }: EmptyStateProps) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 6, px: 2 }}>
      <Box sx={{ color: 'text.disabled', '& svg': { fontSize: 48 } }} aria-hidden>
        {icon ?? <InboxOutlined />}
      </Box>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="textSecondary" sx={{ maxWidth: 420 }}>
          {text}
        </Typography>
      )}
      {action && <Box sx={{ pt: 1 }}>{action}</Box>}
    </Stack>
  );
}
