// The securities provider the configuration chooses (Yahoo Finance, or Twelve Data with a key),
// made once per settings so that the price jobs and every request share it, and what keeps the
// app's users from hammering it: a search's or a description's answer is kept for ten minutes,
// and at most LOOKUPS_PER_MINUTE new questions a minute reach the provider from searches, however
// many people type. Prices (latest, history) are not cached: the jobs ask hourly at most.
import { PriceFetchError, type ListedInstrument, type SecuritiesProvider } from './provider.js';
import { twelveDataProvider } from './twelveData.js';
import { yahooProvider } from './yahoo.js';

/** The configuration's values a securities provider is made from (server/config.ts). */
export type SecuritiesSettings = {
  securitiesProvider: 'yahoo' | 'twelvedata';
  /** Yahoo Finance's API. */
  securitiesApiUrl: string;
  twelveDataApiUrl: string;
  /** Set whenever securitiesProvider is 'twelvedata' (the configuration checks it). */
  twelveDataApiKey: string | undefined;
  priceFetchTimeoutMs: number;
};

/** How long a search's or a description's answer is kept. */
export const ANSWER_TTL_MS = 10 * 60 * 1000;
/** New questions (searches and descriptions not kept) a minute, for all users together. */
export const LOOKUPS_PER_MINUTE = 30;
/** Answers kept at most; the oldest go first. */
const MAX_ANSWERS = 1000;

function choose(settings: SecuritiesSettings): SecuritiesProvider {
  const timeoutMs = settings.priceFetchTimeoutMs;
  if (settings.securitiesProvider === 'twelvedata') {
    if (!settings.twelveDataApiKey) throw new Error('Twelve Data needs TWELVE_DATA_API_KEY');
    return twelveDataProvider({
      baseUrl: settings.twelveDataApiUrl,
      timeoutMs,
      apiKey: settings.twelveDataApiKey,
    });
  }
  return yahooProvider({ baseUrl: settings.securitiesApiUrl, timeoutMs });
}

/** `provider` with its search and describe answers kept, and new ones limited per minute. */
function cached(provider: SecuritiesProvider): SecuritiesProvider {
  const answers = new Map<string, { at: number; answer: Promise<unknown> }>();
  /** When each of the last minute's new questions was asked, oldest first. */
  const asked: number[] = [];

  function remember<T>(key: string, ask: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const kept = answers.get(key);
    if (kept && now - kept.at < ANSWER_TTL_MS) return kept.answer as Promise<T>;
    while (asked.length > 0 && now - asked[0]! >= 60_000) asked.shift();
    if (asked.length >= LOOKUPS_PER_MINUTE) {
      return Promise.reject(
        new PriceFetchError(`${provider.name}: too many searches this minute`, 'rate_limit'),
      );
    }
    asked.push(now);
    const answer = ask();
    // Re-inserted last, so the map's first key is the oldest answer.
    answers.delete(key);
    answers.set(key, { at: now, answer });
    if (answers.size > MAX_ANSWERS) answers.delete(answers.keys().next().value!);
    // A failure is not kept: the next search asks again.
    answer.catch(() => {
      if (answers.get(key)?.answer === answer) answers.delete(key);
    });
    return answer;
  }

  return {
    ...provider,
    search: (query) =>
      remember<ListedInstrument[]>(`search:${query.trim().toLowerCase()}`, () =>
        provider.search(query.trim()),
      ),
    describe: (ticker) =>
      remember(`describe:${ticker.toUpperCase()}`, () => provider.describe(ticker)),
  };
}

const made = new Map<string, SecuritiesProvider>();

/** The securities provider of these settings: the same one (and its kept answers) every time. */
export function securitiesProvider(settings: SecuritiesSettings): SecuritiesProvider {
  const key = JSON.stringify([
    settings.securitiesProvider,
    settings.securitiesApiUrl,
    settings.twelveDataApiUrl,
    settings.twelveDataApiKey,
    settings.priceFetchTimeoutMs,
  ]);
  let provider = made.get(key);
  if (!provider) {
    provider = cached(choose(settings));
    made.set(key, provider);
  }
  return provider;
}
