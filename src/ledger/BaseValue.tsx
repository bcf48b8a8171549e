// A value in the owner's currency (the currency the answer says it is in), or, while no price is
// known, a muted "No price" (never 0).
import { Chip, Tooltip, Typography, type TypographyProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatCurrency, formatPrice } from '../lib/format';

/** "No price": the holding's value is unknown and left out of the totals. */
export function NoPrice({ size = 'small' }: { size?: 'small' | 'medium' }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('prices.noPriceHint')} describeChild>
      <Chip
        size={size}
        variant="outlined"
        label={t('prices.noPrice')}
        data-testid="no-price"
        sx={{ color: 'text.secondary', borderStyle: 'dashed', fontWeight: 500 }}
      />
    </Tooltip>
  );
}

export type BaseValueProps = {
  /** A Decimal string in `currency`; null or undefined while no price is known. */
  value: string | null | undefined;
  /** The ISO 4217 code the value is in: the answer's (`base_currency`, `currency`). */
  currency: string;
  /** A unit price or rate: with the digits to check a conversion by (formatPrice), not cents. */
  price?: boolean;
} & Omit<TypographyProps, 'children'>;

/** The value in its currency ("€1,234.50", "1.234,50 €") as text, or the "No price" chip. */
export function BaseValue({ value, currency, price, sx, ...rest }: BaseValueProps) {
  const { i18n } = useTranslation();
  if (value === null || value === undefined) return <NoPrice />;
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
