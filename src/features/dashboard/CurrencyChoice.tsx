// The first dashboard's word on the person's currency: "Your figures are shown in US dollars", and
// Change, which opens the searchable currency select of the settings (CurrencyForm, loaded then:
// the form's code is no part of the dashboard's first paint); choosing one saves it at once.
import { Button, Skeleton, Stack, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyName } from '../../lib/format';

const CurrencyForm = lazy(() =>
  import('./CurrencyForm').then((m) => ({ default: m.CurrencyForm })),
);

/** `currency`: the ticker the person's figures are shown in (their base currency). */
export function CurrencyChoice({ currency }: { currency: string }) {
  const { t, i18n } = useTranslation();
  const [changing, setChanging] = useState(false);
  if (changing) {
    return (
      <Suspense fallback={<Skeleton variant="rounded" width={380} height={56} />}>
        <CurrencyForm currency={currency} onDone={() => setChanging(false)} />
      </Suspense>
    );
  }
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
    >
      <Typography variant="body2" color="textSecondary" data-testid="figures-currency">
        {t('dashboard.currency.shownIn', { currency: currencyName(currency, i18n.language) })}
      </Typography>
      <Button size="small" onClick={() => setChanging(true)}>
        {t('dashboard.currency.change')}
      </Button>
    </Stack>
  );
}
