import { Typography, type TypographyProps } from '@mui/material';
import type { ReactNode } from 'react';
import { isCreditLike } from './amounts';

export type AmountTextProps = {
  /** The formatted amount. */
  children: ReactNode;
  /**
   * The entry type: credit-like types (credit, receivable, income, deposit) show as credit, a
   * transfer between the person's accounts as neither (no colour, no sign), the rest as debit.
   */
  type?: string | null;
  /** Put + or − before the amount according to the type. */
  signed?: boolean;
} & Omit<TypographyProps, 'children' | 'color'>;

/** An amount coloured by its type: credit-like in the success colour, money out as debit. */
export function AmountText({ children, type, signed = false, sx, ...rest }: AmountTextProps) {
  const credit = isCreditLike(type);
  const colored = type !== undefined && type !== null && type !== 'transfer';
  return (
    <Typography
      component="span"
      variant="body2"
      {...rest}
      data-kind={!colored ? 'neutral' : credit ? 'credit' : 'debit'}
      sx={[
        {
          color: !colored ? 'text.primary' : credit ? 'success.main' : 'error.main',
          fontVariantNumeric: 'tabular-nums',
          fontWeight: 500,
          whiteSpace: 'nowrap',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {signed && colored ? (credit ? '+' : '−') : ''}
      {children}
    </Typography>
  );
}
