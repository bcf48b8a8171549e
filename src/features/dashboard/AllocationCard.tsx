// What is owned, split by class: a donut with the total in its middle and a legend that gives each
// class's share as text (the colours are never the only key).
import { useQuery } from '@apollo/client/react';
import { Box, Skeleton, Stack, Typography } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { accountClassColor } from '../../ledger/accountClassStyle';
import { LazyAllocationChart } from '../../components/charts/LazyCharts';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { GetAllocationDocument } from './Dashboard.generated';
import { AccountClass, AllocationBy } from '../../graphql/types';
import { answerFailure } from '../../lib/errors';
import { formatCurrency } from '../../lib/format';
import { formatShare } from '../../lib/decimal';
import { Section } from '../../components/Section';
import { accountClasses } from '../../ledger/accountKinds';

const DONUT_SIZE = 200;

const isClass = (key: string): key is AccountClass =>
  (accountClasses as readonly string[]).includes(key);

export function AllocationCard() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const theme = useTheme();
  const query = useQuery(GetAllocationDocument, {
    variables: { by: AllocationBy.AssetClass },
    fetchPolicy: 'cache-and-network',
  });
  const answer = useDeferredValue(query.data?.getAllocation);
  const failure = answerFailure(query.error, answer, t('list.loadFailed'));

  const slices = useMemo(() => {
    const currency = answer?.currency ?? '';
    return (answer?.nodes ?? []).map((slice) => ({
      id: slice.key,
      label: isClass(slice.key) ? t(`accountClass.${slice.key}`) : slice.label,
      // drawing only; the legend and tooltip show the exact figures
      value: Number(slice.value),
      formatted: `${formatCurrency(slice.value, currency, locale)} · ${formatShare(slice.percent, locale)}`,
      color: isClass(slice.key) ? accountClassColor(theme, slice.key) : theme.palette.grey[500],
      percent: formatShare(slice.percent, locale),
      money: formatCurrency(slice.value, currency, locale),
    }));
  }, [answer, t, locale, theme]);

  return (
    <Section card dense title={t('dashboard.allocation.title')}>
      {failure ? (
        <QueryErrorAlert message={failure} onRetry={() => void query.refetch()} />
      ) : !answer ? (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Skeleton variant="circular" width={DONUT_SIZE} height={DONUT_SIZE} />
          <Skeleton width="80%" />
          <Skeleton width="70%" />
        </Stack>
      ) : slices.length === 0 ? (
        <Typography color="textSecondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('dashboard.allocation.empty')}
        </Typography>
      ) : (
        <Stack
          direction={{ xs: 'column', sm: 'row', md: 'column', lg: 'row' }}
          spacing={3}
          sx={{ alignItems: 'center' }}
        >
          <LazyAllocationChart
            slices={slices}
            size={DONUT_SIZE}
            label={t('dashboard.allocation.chartLabel')}
            center={
              <>
                <Typography variant="caption" color="textSecondary">
                  {t('dashboard.allocation.total')}
                </Typography>
                <Typography
                  sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', lineHeight: 1.2 }}
                >
                  {formatCurrency(answer.total, answer.currency, locale)}
                </Typography>
              </>
            }
          />
          <Box
            component="ul"
            aria-label={t('dashboard.allocation.legend')}
            sx={{ listStyle: 'none', m: 0, p: 0, width: '100%', flex: 1 }}
          >
            {slices.map((slice) => (
              <Stack
                component="li"
                key={slice.id}
                direction="row"
                spacing={1.5}
                sx={{
                  alignItems: 'center',
                  py: 0.75,
                  '&:not(:last-of-type)': { borderBottom: 1, borderColor: 'divider' },
                }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    bgcolor: slice.color,
                    flexShrink: 0,
                  }}
                />
                <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }}>
                  {slice.label}
                </Typography>
                <Typography
                  variant="body2"
                  color="textSecondary"
                  sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
                >
                  {slice.money}
                </Typography>
                <Typography
                  variant="body2"
                  sx={{
                    fontWeight: 700,
                    fontVariantNumeric: 'tabular-nums',
                    minWidth: 52,
                    textAlign: 'right',
                  }}
                >
                  {slice.percent}
                </Typography>
              </Stack>
            ))}
          </Box>
        </Stack>
      )}
    </Section>
  );
}
