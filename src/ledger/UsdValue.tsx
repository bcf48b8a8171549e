// A value in US dollars, or, while no price is known, a muted "No price" (never $0).
import { Chip, Tooltip, Typography, type TypographyProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '../lib/format';

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

export type UsdValueProps = {
  /** A Decimal string in USD; null or undefined while no price is known. */
  value: string | null | undefined;
} & Omit<TypographyProps, 'children'>;

/** The USD value ("$1,234.50") as text, or the "No price" chip. */
export function UsdValue({ value, sx, ...rest }: UsdValueProps) {
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
      {formatUsd(value, i18n.language)}
    </Typography>
  );
}
