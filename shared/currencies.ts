// The ISO 4217 currency codes and their minor units (the decimal places a currency is written
// with), for the rule both sides check on a fiat instrument (src/features/admin/instruments, the
// server's server/domain/admin/instruments.ts): its ticker is one of these codes and its decimals
// are the code's minor units. Pure constants: this folder imports nothing.
//
// The codes of ISO 4217 list one (currencies and funds; published 2024-06-25, amended since by
// XCG, the Caribbean guilder, from 2025-03-31) that have a minor unit: the units of account and
// precious metals (XAU, XDR, XTS, XXX, ...) have none and are no currency to hold. Also the codes
// withdrawn since 2023 whose old statements people still import (HRK, SLL, ZWL, ANG and BGN,
// Bulgaria's lev until it adopted the euro on 2026-01-01).

const CODES_BY_MINOR_UNITS: Record<number, string> = {
  0: 'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF',
  2:
    'AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BMD BND BOB BOV BRL BSD BTN BWP BYN ' +
    'BZD CAD CDF CHE CHF CHW CNY COP COU CRC CUC CUP CVE CZK DKK DOP DZD EGP ERN ETB EUR FJD FKP ' +
    'GBP GEL GHS GIP GMD GTQ GYD HKD HNL HRK HTG HUF IDR ILS INR IRR JMD KES KGS KHR KPW KYD KZT ' +
    'LAK LBP LKR LRD LSL MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MXV MYR MZN NAD NGN NIO ' +
    'NOK NPR NZD PAB PEN PGK PHP PKR PLN QAR RON RSD RUB SAR SBD SCR SDG SEK SGD SHP SLE SLL SOS ' +
    'SRD SSP STN SVC SYP SZL THB TJS TMT TOP TRY TTD TWD TZS UAH USD USN UYU UZS VED VES WST XCD ' +
    'XCG YER ZAR ZMW ZWG ZWL',
  3: 'BHD IQD JOD KWD LYD OMR TND',
  4: 'CLF UYW',
};

const MINOR_UNITS = new Map(
  Object.entries(CODES_BY_MINOR_UNITS).flatMap(([units, codes]) =>
    codes.split(' ').map((code) => [code, Number(units)] as const),
  ),
);

/** The minor units of an ISO 4217 code ("SEK" → 2, "JPY" → 0); undefined for any other text. */
export function currencyMinorUnits(code: string): number | undefined {
  return MINOR_UNITS.get(code.trim().toUpperCase());
}

/**
 * What is wrong with a fiat instrument's ticker and decimals by ISO 4217: `code` when the ticker
 * is no ISO 4217 code, `decimals` when they are not its minor units; nothing when both are right.
 * Decimals not given default to the code's minor units, so they are never wrong.
 */
export function fiatProblem(
  ticker: string,
  decimals: number | null | undefined,
): 'code' | 'decimals' | undefined {
  const minorUnits = currencyMinorUnits(ticker);
  if (minorUnits === undefined) return 'code';
  if (decimals !== null && decimals !== undefined && decimals !== minorUnits) return 'decimals';
  return undefined;
}
