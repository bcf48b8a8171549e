// How a holding (an asset) reads next to its account: its unit is the account's currency ticker
// when the asset is held in that currency (e.g. "0.5 BTC"); otherwise the plain quantity.
import { formatBalance } from '../lib/format';

type HoldingNumbers = { balance: string; instrument_id: string | null };
type HoldingAccount = { instrument_id: string; instrument?: { ticker: string } | null };

/** The balance's unit: the account's currency ticker, when the asset is held in it. */
export function holdingUnit(
  asset: Pick<HoldingNumbers, 'instrument_id'>,
  account: HoldingAccount | undefined,
): string | undefined {
  return account && account.instrument_id === asset.instrument_id
    ? account.instrument?.ticker
    : undefined;
}

/** "0.12345679 BTC": the balance with 2 to 8 fraction digits and its unit, when known. */
export function formatHolding(
  asset: HoldingNumbers,
  account: HoldingAccount | undefined,
  locale?: string,
): string {
  const unit = holdingUnit(asset, account);
  const number = formatBalance(asset.balance, locale);
  return unit ? `${number} ${unit}` : number;
}
