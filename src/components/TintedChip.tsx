import { Chip, type ChipProps } from '@mui/material';
import { styled } from '@mui/material/styles';

export type ChipTint = 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';

/** The chip's colour, set from around it (`tint` is not passed on to the element). */
const Tint = styled('span', { shouldForwardProp: (prop) => prop !== 'tint' })<{ tint: ChipTint }>(
  ({ theme, tint }) => ({
    display: 'inline-flex',
    verticalAlign: 'middle',
    maxWidth: '100%',
    // as MUI's outlined chip in this colour draws it
    '& > .MuiChip-root': {
      color: theme.palette[tint].main,
      borderColor: theme.alpha(theme.palette[tint].main, 0.7),
    },
  }),
);

export type TintedChipProps = { tint: ChipTint } & Omit<ChipProps, 'color' | 'size' | 'variant'>;

/**
 * A small outlined chip in a palette colour: an account's class, a transaction's type. MUI's Chip
 * writes its whole style (about 25 rules) once per colour, and the browser compiles each as a list
 * first shows it: the accounts page's five class colours were 127 of the 265 rules it compiled as
 * its cards came. This one keeps the chip's own colour, one style for all, and takes its colour
 * from a span around it: 2 rules a colour.
 */
export function TintedChip({ tint, ...props }: TintedChipProps) {
  return (
    <Tint tint={tint}>
      <Chip size="small" variant="outlined" {...props} />
    </Tint>
  );
}
