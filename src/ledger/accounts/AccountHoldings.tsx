// An account's holdings on its show page: each coin, security or currency it holds with its
// quantity and value, and the account's total, which counts the holdings that have a price and
// names those that have none ("ETH has no price yet"). Shown for an account that holds several
// instruments (a wallet, an exchange, a broker) or holds more than its own balance.
import {
  Box,
  Button,
  Link,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableRow,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { Section } from '../../components/Section';
import type { AccountFieldsFragment } from '../../graphql/fragments.generated';
import { GetAccountHoldingsDocument } from './AccountHoldings.generated';
import { answerFailure } from '../../lib/errors';
import { formatMoney } from '../../lib/format';
import { BaseValue } from '../BaseValue';
import { priceHolding } from '../OwnPriceButton';
import { useLedgerArea } from '../ledgerArea';
import { holdsSeveral } from '../instrumentOptions';
import { PerformanceCells, PerformanceHeadCells } from '../trades/PerformanceCells';
import { TradeDialog, type TradeAction } from '../trades/TradeDialog';

const numeric = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;

/** "ETH", "ETH and SOL", "ADA, ETH and SOL" (in German "ETH und SOL"). */
function tickerList(tickers: readonly string[], locale: string) {
  try {
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(tickers);
  } catch {
    return tickers.join(', ');
  }
}

/** The holdings of `account` and its total, or nothing for an account holding its balance only. */
export function AccountHoldings({ account }: { account: AccountFieldsFragment }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const area = useLedgerArea();
  const [tradeAction, setAction] = useState<TradeAction | null>(null);
  const { data, loading, error, refetch } = useQuery(GetAccountHoldingsDocument, {
    variables: { account_id: account.id },
  });
  const holdings = data?.getAssets.nodes ?? [];
  const total = data?.getAccount.account;
  const failure = answerFailure(error, data?.getAssets, t('form.failed'));
  const several = holdsSeveral(account.account_class);
  if (!several && (loading || failure || holdings.length <= 1)) return null;

  const title = t('resources.accounts.holdings.title');
  const unpriced = total?.unpriced ?? [];
  // securities and coins: what they cost and gained, and their trades
  const investing = holdings.some((holding) => holding.performance);
  const traded = holdings.filter((holding) => holding.instrument_id !== account.instrument_id);
  const action = several && (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        variant="contained"
        onClick={() => setAction({ kind: 'trade', side: 'buy' })}
      >
        {t('resources.trades.buy')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={traded.length === 0}
        onClick={() => setAction({ kind: 'trade', side: 'sell' })}
      >
        {t('resources.trades.sell')}
      </Button>
      <Button
        size="small"
        variant="outlined"
        disabled={traded.length === 0}
        onClick={() => setAction({ kind: 'income' })}
      >
        {t('resources.trades.income.button')}
      </Button>
    </Stack>
  );
  return (
    <Section title={title} card action={action}>
      <TradeDialog account_id={account.id} action={tradeAction} onClose={() => setAction(null)} />
      {failure && <QueryErrorAlert message={failure} onRetry={() => void refetch()} />}
      {loading && !data ? (
        <Skeleton variant="rounded" height={120} />
      ) : holdings.length === 0 ? (
        <Typography color="textSecondary">{t('resources.accounts.holdings.empty')}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={title}>
            <TableHead>
              <TableRow>
                <TableCell>{t('resources.assets.fields.name')}</TableCell>
                <TableCell align="right">{t('resources.accounts.holdings.quantity')}</TableCell>
                <TableCell align="right">{t('resources.accounts.holdings.value')}</TableCell>
                {investing && <PerformanceHeadCells />}
              </TableRow>
            </TableHead>
            <TableBody>
              {holdings.map((holding) => (
                <TableRow key={holding.id}>
                  <TableCell>
                    <Link component={RouterLink} to={area.assets.show(holding.id)}>
                      {holding.name}
                    </Link>
                  </TableCell>
                  <TableCell align="right" sx={numeric}>
                    {formatMoney(holding.balance, holding.instrument ?? {}, locale)}
                  </TableCell>
                  <TableCell align="right">
                    <BaseValue
                      value={holding.value}
                      currency={holding.base_currency}
                      status={holding.price_status}
                      holding={priceHolding(holding)}
                    />
                  </TableCell>
                  {investing && <PerformanceCells performance={holding.performance} />}
                </TableRow>
              ))}
            </TableBody>
            {total && (
              <TableFooter>
                <TableRow>
                  <TableCell
                    component="th"
                    scope="row"
                    colSpan={2}
                    sx={{ color: 'text.primary', fontWeight: 600, borderBottom: 0 }}
                  >
                    {t('resources.accounts.holdings.total')}
                    {unpriced.length > 0 && (
                      <Typography
                        variant="body2"
                        color="textSecondary"
                        data-testid="unpriced-note"
                        sx={{ fontWeight: 400 }}
                      >
                        {t('resources.accounts.holdings.unpriced', {
                          count: unpriced.length,
                          tickers: tickerList(unpriced, locale),
                        })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell
                    align="right"
                    sx={{ color: 'text.primary', fontWeight: 600, borderBottom: 0 }}
                  >
                    <BaseValue
                      value={total.base_value}
                      currency={total.base_currency}
                      sx={{ fontWeight: 600 }}
                    />
                  </TableCell>
                  {investing && <PerformanceCells performance={total.performance} strong />}
                </TableRow>
              </TableFooter>
            )}
          </Table>
        </Box>
      )}
    </Section>
  );
}
