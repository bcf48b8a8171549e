import { Card, CardContent, Grid, Paper, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { NetWorthFigure, NetWorthTitle } from './NetWorthCard';

/**
 * The dashboard's shape while its summary loads: net worth (named, and its figure as soon as the
 * prerendered page has it), its chart, and class cards.
 */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3} aria-busy="true" aria-label={t('list.loading')}>
      <Grid size={{ xs: 12, md: 5, lg: 4 }}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, height: '100%' }}>
          <NetWorthTitle />
          <NetWorthFigure />
          <Stack spacing={1} sx={{ mt: 2 }}>
            <Skeleton variant="rounded" width="60%" height={26} />
            <Skeleton variant="rounded" width="55%" height={26} />
          </Stack>
          <Skeleton width="45%" sx={{ mt: 4 }} />
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 7, lg: 8 }}>
        <Paper variant="outlined" sx={{ p: 3, height: '100%' }}>
          <Skeleton width={180} />
          <Skeleton variant="rounded" height={240} sx={{ mt: 2 }} />
        </Paper>
      </Grid>
      {[0, 1, 2, 3].map((i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
          <Card variant="outlined">
            <CardContent>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Skeleton variant="rounded" width={40} height={40} />
                <Skeleton width="40%" />
              </Stack>
              <Skeleton width="65%" height={40} sx={{ mt: 1.5 }} />
              <Skeleton width="35%" />
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
