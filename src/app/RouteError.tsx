import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';

/** When a screen fails to load or render (e.g. its code changed after a deploy): say so, offer a reload. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  return (
    <Stack
      spacing={2}
      sx={{
        minHeight: '60vh',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        textAlign: 'center',
      }}
    >
      <Typography variant="h5" component="h1">
        {t('errors.routeTitle')}
      </Typography>
      <Typography color="textSecondary">{t('errors.routeText')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('errors.reload')}
      </Button>
    </Stack>
  );
}
