// How a holding (an asset) reads next to its account: in its own instrument's ticker (e.g. "2 ETH"
// in a bitcoin wallet), else the account's currency ticker when the asset is held in that currency
// (e.g. "0.5 BTC"); otherwise the plain quantity.
import { formatBalance, formatMoney } from '../lib/format';

type HoldingNumbers = {
  balance: string;
  instrument_id: string | null;
  instrument?: { ticker: string } | null;
};
type HoldingAccount = { instrument_id: string; instrument?: { ticker: string } | null };

/** The balance's unit: its instrument's ticker, else the account's when it is held in that. */
export function holdingUnit(
  asset: Pick<HoldingNumbers, 'instrument_id' | 'instrument'>,
  account: HoldingAccount | undefined,
): string | undefined {
  if (asset.instrument) return asset.instrument.ticker;
  return account && account.instrument_id === asset.instrument_id
    ? account.instrument?.ticker
    : undefined;
}

/**
 * The balance with 2 to 8 fraction digits, written as an account's balance in that unit is
 * ("0.12345679 BTC", "$1,250.00"), or the plain number when the unit is not known.
 */
export function formatHolding(
  asset: HoldingNumbers,
  account: HoldingAccount | undefined,
  locale?: string,
): string {
  const unit = holdingUnit(asset, account);
  return unit
    ? formatMoney(asset.balance, { ticker: unit, decimals: 8 }, locale)
    : formatBalance(asset.balance, locale);
}
