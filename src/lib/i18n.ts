// i18next for the app: en and de from /locales/{lng}/common.json over HTTP.
// Only the active language is loaded before the first render (en and de have the same keys, so a
// fallback is needed only when a load fails); switching loads the other one on demand, and the
// switch happens once it is loaded. Failed loads never crash: a 5xx (or network failure) is
// retried up to 5 times, first after 350 ms and then doubling; a 4xx or invalid JSON is given up
// at once, and then the fallback language (English, then German) is loaded and used. At most 10
// loads run in parallel.
//
// The loader and the language detector (language.ts) are a few lines rather than i18next-http-backend
// and i18next-browser-languagedetector: those two were 5 kB gzip of every page's first load
// (issue 10's budget for the landing page is 200 kB), for options the app does not use.
import i18next, {
  type BackendModule,
  type i18n,
  type InitOptions,
  type LanguageDetectorModule,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  detectLanguage,
  isLanguage,
  type Language,
  languageOf,
  rememberLanguage,
  supportedLanguages,
} from './language';

/** Options shared by the app and the tests. */
export const baseI18nOptions: InitOptions = {
  supportedLngs: [...supportedLanguages],
  fallbackLng: ['en', 'de'],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  ns: ['common'],
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
};

/**
 * i18next loads a language's fallbacks with it. So that a page loads only its own language, a
 * language has fallbacks only once its own load has failed (the other languages, English first);
 * an unsupported or unknown language falls back to English.
 */
function fallbacksOnFailure(failed: ReadonlySet<Language>) {
  return (code?: string): string[] => {
    const lng = languageOf(code);
    if (!lng) return [supportedLanguages[0]];
    return failed.has(lng) ? supportedLanguages.filter((other) => other !== lng) : [];
  };
}

/**
 * Loads `/locales/{lng}/{ns}.json`. Answering an error with `true` asks i18next to retry it
 * (maxRetries, retryTimeout): a 5xx or a network failure. A 4xx or invalid JSON is not retried.
 */
const localesBackend: BackendModule = {
  type: 'backend',
  init: () => {},
  read: (language, namespace, callback) => {
    const url = `/locales/${language}/${namespace}.json`;
    fetch(url).then(
      async (response) => {
        if (!response.ok) {
          callback(`failed loading ${url}: status ${response.status}`, response.status >= 500);
          return;
        }
        let data: unknown;
        try {
          data = JSON.parse(await response.text());
        } catch (error) {
          callback(`failed parsing ${url}: ${String(error)}`, false);
          return;
        }
        callback(null, data as Record<string, unknown>);
      },
      (error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true),
    );
  },
};

/** The language detected as the prerendered pages' check script detects it (language.ts). */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => detectLanguage(),
  cacheUserLanguage: rememberLanguage,
};

export function createAppI18n(): i18n {
  const instance = i18next.createInstance();
  const failed = new Set<Language>();
  // Emitted before i18next finishes the failed load: the language's hierarchy (set when the load
  // ends) then includes the fallbacks, whose load has started, so nothing renders raw keys.
  instance.on('failedLoading', (lng: string) => {
    if (!isLanguage(lng) || failed.has(lng)) return;
    failed.add(lng);
    // a fallback that has failed too is not tried again
    const untried = fallbacksOnFailure(failed)(lng).filter(
      (other) => !failed.has(other as Language),
    );
    if (untried.length > 0) void instance.loadLanguages(untried);
  });
  instance
    .use(localesBackend)
    .use(languageDetector)
    .use(initReactI18next)
    .init({
      ...baseI18nOptions,
      fallbackLng: fallbacksOnFailure(failed),
      // the retry rule, spelled out (these are also i18next's defaults)
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      react: { useSuspense: true },
    })
    .catch((error: unknown) => console.error('Translations could not be loaded:', error));
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return instance;
}

/** Resolves once the instance has loaded its language (or given up on it and its fallbacks). */
export function i18nReady(instance: i18n): Promise<void> {
  return new Promise((resolve) => {
    if (instance.isInitialized) resolve();
    else instance.on('initialized', () => resolve());
  });
}

/**
 * An instance whose texts are given rather than loaded: ready at once, no detection. For the
 * prerender (src/prerender/render.tsx) and the tests.
 */
export function createBundledI18n(
  lng: Language,
  texts: Partial<Record<Language, Record<string, unknown>>>,
): i18n {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    Object.entries(texts).map(([language, common]) => [language, { common }]),
  );
  void instance.use(initReactI18next).init({
    ...baseI18nOptions,
    lng,
    resources,
    initAsync: false,
    react: { useSuspense: false },
  });
  return instance;
}
