// How a holding reads in its list and on its page: the classes of the accounts holding it, and
// its quantity in its unit.
import { Stack } from '@mui/material';
import type { HoldingFieldsFragment } from './Holdings.generated';
import { AccountClassChip } from '../AccountClassChip';
import { formatHolding } from '../holdings';

export type Holding = HoldingFieldsFragment;

/** The classes of the accounts holding it, as chips. */
export function HoldingClasses({ holding }: { holding: Holding }) {
  return (
    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
      {holding.asset_classes.map((c) => (
        <AccountClassChip key={c} accountClass={c} />
      ))}
    </Stack>
  );
}

/** Its quantity in its unit ("0.75 BTC", "$1,200.00"), as an asset's balance reads. */
export const holdingQuantity = (holding: Holding, locale: string) =>
  formatHolding(
    {
      balance: holding.quantity,
      instrument_id: holding.instrument_id,
      instrument: holding.instrument,
    },
    undefined,
    locale,
  );
