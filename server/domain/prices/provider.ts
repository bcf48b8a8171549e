// Market prices from public sources, behind one small interface: the ECB's reference rates for
// fiat currencies (Frankfurter), Kraken's public market data for crypto, and Yahoo Finance or
// Twelve Data for securities (stocks, ETFs, funds, commodities). A provider answers the price per
// unit of an instrument in its quote currency (USD for fiat and crypto, the trading currency for a
// security) as an exact decimal string; nothing here is a JS float. Each provider reads one base
// URL (FX_API_URL, KRAKEN_API_URL, SECURITIES_API_URL, TWELVE_DATA_API_URL), so tests and
// air-gapped installs point it elsewhere, and gives up on a request after `timeoutMs`.
import { divide, isDecimalString } from '../decimal.js';
import type { InstrumentType, PriceSource } from '../../db/schema.js';

/** The price per unit of `ticker` in its quote currency on `day` (YYYY-MM-DD), as quoted at
 * `as_of`. The day is UTC for fiat and crypto, the exchange's own date for a security. */
export type Quote = { ticker: string; day: string; price: string; as_of: Date };

export type PriceProvider = {
  /** What the prices table records as their source. */
  readonly source: Exclude<PriceSource, 'manual' | 'demo'>;
  /** Its name in log lines and errors. */
  readonly name: string;
  /** How many days back from today its daily history reaches; unlimited when absent. */
  readonly historyDays?: number;
  /** The newest price of each ticker it knows; tickers it cannot price are left out. */
  latest(tickers: string[]): Promise<Quote[]>;
  /** One price per day it has from `from` to `to` (both included); none for days it has none. */
  history(ticker: string, from: string, to: string): Promise<Quote[]>;
};

/** A security a provider lists, as its search or its description of a symbol says. */
export type ListedInstrument = {
  /** The provider's symbol, upper-case: what the instrument's ticker becomes. */
  ticker: string;
  name: string;
  /** Stocks, ETFs and funds are equities; futures and commodities commodities. */
  type: Extract<InstrumentType, 'equity' | 'commodity'>;
  /** Where it trades, as the provider names it (e.g. "XETRA", "NasdaqGS"); null when unsaid. */
  exchange: string | null;
  /** The ISO code of the currency its prices are in (a major unit: GBP, never pence); null when
   * the provider's search does not say (Yahoo's does not; its description does). */
  currency: string | null;
};

/**
 * A price provider for securities: it also finds them by symbol or name and describes one symbol.
 * Which one runs (Yahoo Finance, or Twelve Data with a key) is configuration
 * (prices/securities.ts); the rest of the app sees only this.
 */
export type SecuritiesProvider = PriceProvider & {
  /** Stocks, ETFs, funds and commodities matching a symbol or a name, best first; indices,
   * currencies and crypto are left out (the app prices those otherwise). */
  search(query: string): Promise<ListedInstrument[]>;
  /** What the provider says of one symbol, its trading currency included; null when it does
   * not know the symbol or it is not a security the app can hold. */
  describe(ticker: string): Promise<(ListedInstrument & { currency: string }) | null>;
};

export type ProviderOptions = {
  /** Where the API lives, without a trailing slash. */
  baseUrl: string;
  /** How long one request may take, body included. */
  timeoutMs: number;
};

export type PriceFetchErrorKind =
  'network' | 'timeout' | 'http' | 'rate_limit' | 'malformed' | 'provider';

/**
 * A provider could not answer: unreachable, too slow, rate limited, an HTTP error, an answer that
 * is not what its API documents, or an error the API reports. The message is one line, fit for a
 * log; the job that asked fails and is retried with backoff.
 */
export class PriceFetchError extends Error {
  /** The HTTP status of an 'http' or 'rate_limit' failure. */
  readonly status?: number;

  constructor(
    message: string,
    readonly kind: PriceFetchErrorKind,
    options?: { cause?: unknown; status?: number },
  ) {
    super(message, options);
    this.name = 'PriceFetchError';
    this.status = options?.status;
  }
}

/**
 * JSON text with every number literal turned into a string literal, so `JSON.parse` keeps its
 * exact digits ("0.9123" stays "0.9123"; 1e-7 stays "1e-7"). Strings are copied as they are.
 */
export function quoteNumbers(text: string): string {
  const parts: string[] = [];
  let last = 0;
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 34 /* " */) {
      i++;
      while (i < text.length && text.charCodeAt(i) !== 34) i += text.charCodeAt(i) === 92 ? 2 : 1;
      i++;
    } else if (c === 45 /* - */ || (c >= 48 && c <= 57)) {
      let j = i + 1;
      while (j < text.length && /[\d.eE+-]/.test(text[j]!)) j++;
      parts.push(text.slice(last, i), '"', text.slice(i, j), '"');
      last = i = j;
    } else {
      i++;
    }
  }
  parts.push(text.slice(last));
  return parts.join('');
}

/** JSON parsed with its numbers kept as their exact text (see quoteNumbers). */
export function parseJsonExact(text: string): unknown {
  return JSON.parse(quoteNumbers(text));
}

const NUMBER = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/;

/**
 * A number's text (as JSON or an API writes it, exponent allowed) as a plain decimal string
 * rounded half away from zero to at most 18 places; null when it is not a number or does not fit
 * numeric(38,18).
 */
export function exactDecimal(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const match = NUMBER.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = '', exponentText = '0'] = match;
  const exponent = Number(exponentText);
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 64) return null;
  // digits × 10^(exponent − fraction length), as an integer scaled by 10^18 (rounded).
  const digits = BigInt(`${whole}${fraction}`);
  const shift = exponent - fraction.length + 18;
  let units: bigint;
  if (shift >= 0) {
    units = digits * 10n ** BigInt(shift);
  } else {
    const divisor = 10n ** BigInt(-shift);
    units = (2n * digits + divisor) / (2n * divisor);
  }
  const padded = units.toString().padStart(19, '0');
  let plain = `${padded.slice(0, -18)}.${padded.slice(-18)}`.replace(/\.?0+$/, '');
  if (plain === '') plain = '0';
  const result = sign && plain !== '0' ? `-${plain}` : plain;
  return isDecimalString(result) ? result : null;
}

/** A price a provider gave: a decimal above zero that numeric(38,18) holds, or null. */
export function positivePrice(text: unknown): string | null {
  const value = exactDecimal(text);
  return value !== null && !value.startsWith('-') && /[1-9]/.test(value) ? value : null;
}

/** Currencies some exchanges quote in hundredths of the ISO currency: London's pence (Yahoo
 * writes "GBp" or "GBX"), Johannesburg's cents ("ZAc") and Tel Aviv's agorot ("ILA"). */
const MINOR_UNITS: Record<string, string> = {
  GBp: 'GBP',
  GBX: 'GBP',
  ZAc: 'ZAR',
  ZAC: 'ZAR',
  ILA: 'ILS',
};

/**
 * The ISO currency a provider's currency code stands for, and a price in it in that currency's
 * major unit: "GBp" 1234.5 is GBP 12.345 (divided exactly). Any other code is taken as it is,
 * upper-case.
 */
export function majorUnits(code: string): { currency: string; price: (minor: string) => string } {
  const major = Object.hasOwn(MINOR_UNITS, code) ? MINOR_UNITS[code] : undefined;
  return major
    ? { currency: major, price: (minor) => divide(minor, '100') }
    : { currency: code.toUpperCase(), price: (price) => price };
}

function describeCause(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message;
}

/** A form POSTed instead of a GET: its urlencoded body and the headers that go with it. */
export type PostForm = { body: string; headers: Record<string, string> };

/**
 * GETs `url` (or POSTs `form` to it) and answers its JSON body (numbers as exact strings). Every
 * way of failing becomes a one-line PriceFetchError naming the provider: unreachable, no complete
 * answer within `timeoutMs`, HTTP 429 (rate limited), another HTTP error, or a body that is not
 * JSON. The messages name the URL's path, never a header or the body (they may carry keys).
 */
export async function fetchJson(
  name: string,
  url: URL,
  timeoutMs: number,
  form?: PostForm,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const where = `${url.pathname}${url.search}`;
  let status: number;
  let text: string;
  try {
    const response = await fetch(url, {
      headers: {
        accept: 'application/json',
        'user-agent': 'wealth-tracker',
        ...headers,
        ...(form && {
          'content-type': 'application/x-www-form-urlencoded; charset=utf-8',
          ...form.headers,
        }),
      },
      ...(form && { method: 'POST', body: form.body }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    if (status === 429) {
      const retryAfter = response.headers.get('retry-after');
      await response.body?.cancel().catch(() => {});
      throw new PriceFetchError(
        `${name}: rate limited (HTTP 429${retryAfter ? `, retry after ${retryAfter}s` : ''}) on ${url.pathname}`,
        'rate_limit',
        { status },
      );
    }
    text = await response.text();
  } catch (error) {
    if (error instanceof PriceFetchError) throw error;
    const name_ = (error as Error).name;
    if (name_ === 'TimeoutError' || name_ === 'AbortError') {
      throw new PriceFetchError(
        `${name}: no answer within ${timeoutMs} ms from ${where}`,
        'timeout',
        {
          cause: error,
        },
      );
    }
    throw new PriceFetchError(
      `${name}: unreachable (${describeCause(error)}) at ${url.origin}`,
      'network',
      {
        cause: error,
      },
    );
  }
  if (status < 200 || status > 299) {
    let detail = '';
    try {
      const body = JSON.parse(text) as { message?: unknown; error?: unknown };
      const message = body.message ?? body.error;
      if (typeof message === 'string') detail = `: ${message.slice(0, 120)}`;
      else if (Array.isArray(message) && message.length)
        detail = `: ${String(message[0]).slice(0, 120)}`;
    } catch {
      // not JSON: the status says it all
    }
    throw new PriceFetchError(`${name}: HTTP ${status} from ${where}${detail}`, 'http', { status });
  }
  try {
    return parseJsonExact(text);
  } catch (error) {
    throw new PriceFetchError(`${name}: the answer from ${where} is not JSON`, 'malformed', {
      cause: error,
    });
  }
}

/** A URL under a base URL that may carry a path of its own (https://host/v1 + /latest). */
export function endpoint(baseUrl: string, path: string, params: Record<string, string> = {}): URL {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}${path}`);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// ---------------------------------------------------------------------------------------------
// Days (UTC)
// ---------------------------------------------------------------------------------------------

export const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Seconds since the epoch at the start of a day (UTC). */
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
