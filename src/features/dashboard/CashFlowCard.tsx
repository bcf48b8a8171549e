// This month's money in and out beside last month's, in the person's currency, leading to the
// report of this year. One query: both months, by month.
import { useQuery } from '@apollo/client/react';
import { Button, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { Section } from '../../components/Section';
import { GetCashFlowDocument } from '../../graphql/CashFlow.generated';
import { CashFlowBy } from '../../graphql/types';
import { CashFlowFigures } from '../../ledger/transactions/CashFlowFigures';
import { answerFailure } from '../../lib/errors';
import { listUrl } from '../../lib/listParams';
import { paths } from '../../lib/paths';
import { periodRange } from '../../lib/periods';

/** The report over this year. */
function reportLink() {
  const { from, to } = periodRange('thisYear');
  const filters = [
    { field: 'date', operator: 'gte' as const, value: from },
    { field: 'date', operator: 'lte' as const, value: to },
  ];
  return listUrl(paths.reports, filters);
}

export function CashFlowCard() {
  const { t } = useTranslation();
  const thisMonth = periodRange('thisMonth');
  const lastMonth = periodRange('lastMonth');
  const query = useQuery(GetCashFlowDocument, {
    variables: {
      by: CashFlowBy.Month,
      where: { date_gte: lastMonth.from, date_lte: thisMonth.to },
    },
    fetchPolicy: 'cache-and-network',
  });
  const answer = query.data?.getCashFlow;
  const failure = answerFailure(query.error, answer, t('list.loadFailed'));
  const month = ({ from }: { from: string }) => {
    if (!answer) return undefined;
    const key = from.slice(0, 7);
    return (
      answer.groups.find((g) => g.key === key) ?? {
        ...answer.total,
        key,
        money_in: '0',
        money_out: '0',
        net: '0',
        count: 0,
        unpriced: 0,
      }
    );
  };
  return (
    <Section
      card
      dense
      title={t('dashboard.cashFlow.title')}
      action={
        <Button component={RouterLink} to={reportLink()} size="small">
          {t('dashboard.cashFlow.report')}
        </Button>
      }
    >
      {failure ? (
        <QueryErrorAlert message={failure} onRetry={() => void query.refetch()} />
      ) : (
        <Grid container spacing={2}>
          {[
            { label: t('list.period.thisMonth'), range: thisMonth },
            { label: t('list.period.lastMonth'), range: lastMonth },
          ].map(({ label, range }) => (
            <Grid key={label} size={{ xs: 12, md: 6 }}>
              <Stack spacing={0.5}>
                <Typography variant="subtitle2" component="h3">
                  {label}
                </Typography>
                <CashFlowFigures group={month(range)} currency={answer?.currency} label={label} />
              </Stack>
            </Grid>
          ))}
        </Grid>
      )}
    </Section>
  );
}
