// A value in the owner's currency (the currency the answer says it is in), or, while no price is
// known, a muted "No price" (never 0) saying why, and offering the person's own price where they
// may give one (OwnPriceButton).
import { Box, Chip, Stack, Tooltip, Typography, type TypographyProps } from '@mui/material';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PriceState } from '../graphql/types';
import type { PriceStatusFieldsFragment } from './OwnPrices.generated';
import { figureSx } from '../components/Figure';
import { formatDateTime } from '../lib/dates';
import { formatCurrency, formatPrice } from '../lib/format';
import { OwnPriceButton } from './OwnPriceButton';
import type { OwnPriceHolding } from './OwnPriceDialog';

type PriceStatus = Pick<PriceStatusFieldsFragment, 'state' | 'since' | 'own_price_allowed'>;

/** Why a holding has no price (no provider, its provider unreachable since …, not fetched yet),
 * and that it is left out of the totals; the general word without a status. */
export function noPriceReason(
  t: TFunction,
  status: PriceStatus | null | undefined,
  locale: string,
): string {
  switch (status?.state) {
    case PriceState.NoProvider:
      return `${t('prices.reason.noProvider')} ${t('prices.leftOut')}`;
    case PriceState.ProviderUnreachable:
      return `${t('prices.reason.unreachable', {
        since: formatDateTime(status.since, locale),
      })} ${t('prices.leftOut')}`;
    case PriceState.NotFetched:
      return `${t('prices.reason.notFetched')} ${t('prices.leftOut')}`;
    default:
      return t('prices.noPriceHint');
  }
}

export type NoPriceProps = {
  size?: 'small' | 'medium';
  /** Why there is no price (Asset.price_status): said in the tooltip. */
  status?: PriceStatus | null;
  /** The holding, where the chip may offer the person's own price (status.own_price_allowed);
   * left out inside something clickable (a card), which cannot hold a button. */
  holding?: OwnPriceHolding | null;
};

/** "No price": the holding's value is unknown and left out of the totals; why, on hover or focus;
 * "Set a price" beside it when the person may give their own. */
export function NoPrice({ size = 'small', status, holding }: NoPriceProps) {
  const { t, i18n } = useTranslation();
  const chip = (
    <Tooltip title={noPriceReason(t, status, i18n.language)} describeChild>
      <Chip
        size={size}
        variant="outlined"
        label={t('prices.noPrice')}
        data-testid="no-price"
        sx={{ color: 'text.secondary', borderStyle: 'dashed', fontWeight: 500 }}
      />
    </Tooltip>
  );
  if (!holding || !status?.own_price_allowed) return chip;
  return (
    <Stack
      component="span"
      direction="row"
      sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap', display: 'inline-flex' }}
    >
      {chip}
      <OwnPriceButton holding={holding} />
    </Stack>
  );
}

export type BaseValueProps = {
  /** A Decimal string in `currency`; null or undefined while no price is known. */
  value: string | null | undefined;
  /** The ISO 4217 code the value is in: the answer's (`base_currency`, `currency`). */
  currency: string;
  /** A unit price or rate: with the digits to check a conversion by (formatPrice), not cents. */
  price?: boolean;
} & Pick<NoPriceProps, 'status' | 'holding'> &
  Omit<TypographyProps, 'children'>;

/** The value in its currency ("€1,234.50", "1.234,50 €") as text, or the "No price" chip. */
export function BaseValue({
  value,
  currency,
  price,
  status,
  holding,
  sx,
  ...rest
}: BaseValueProps) {
  const { i18n } = useTranslation();
  if (value === null || value === undefined) return <NoPrice status={status} holding={holding} />;
  return (
    <Typography
      component="span"
      variant="body2"
      {...rest}
      sx={[
        { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {(price ? formatPrice : formatCurrency)(value, currency, i18n.language)}
    </Typography>
  );
}

/**
 * A card's figure: the value (or "No price", without the button a card cannot hold) and a line
 * under it (the quantity), as the lists of assets and holdings draw their cards.
 */
export function CardValue({
  value,
  currency,
  status,
  note,
}: Pick<BaseValueProps, 'value' | 'currency' | 'status'> & { note: ReactNode }) {
  return (
    <>
      {value === null || value === undefined ? (
        <div>
          <NoPrice status={status} />
        </div>
      ) : (
        <BaseValue
          value={value}
          currency={currency}
          variant="h6"
          component="p"
          sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}
        />
      )}
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {note}
      </Typography>
    </>
  );
}

/** A page's key value as a figure: the value, or "No price" with its own-price offer. */
export function FigureValue({
  value,
  currency,
  status,
  holding,
}: Pick<BaseValueProps, 'value' | 'currency' | 'status' | 'holding'>) {
  return value === null || value === undefined ? (
    <Box sx={{ py: 0.75 }}>
      <NoPrice size="medium" status={status} holding={holding} />
    </Box>
  ) : (
    <BaseValue value={value} currency={currency} variant="h4" component="p" sx={figureSx} />
  );
}
