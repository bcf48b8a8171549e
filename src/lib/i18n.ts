// i18next for the app: en and de from /locales/{lng}/common.json over HTTP.
// Failed loads never crash: a 5xx (or network failure) is retried up to 5 times, first after
// 350 ms and then doubling; a 4xx or invalid JSON is given up at once and the fallback language
// (English, then German) is used. At most 10 loads run in parallel.
import i18next, { type i18n, type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const supportedLanguages = ['en', 'de'] as const;
export type Language = (typeof supportedLanguages)[number];

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

export function createAppI18n(): i18n {
  const instance = i18next.createInstance();
  instance
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      ...baseI18nOptions,
      // the retry rule, spelled out (these are also i18next's defaults)
      maxRetries: 5,
      retryTimeout: 350,
      maxParallelReads: 10,
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json', reloadInterval: false },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        lookupQuerystring: 'lng',
        lookupLocalStorage: 'i18nextLng',
        caches: ['localStorage'],
      },
      react: { useSuspense: true },
    })
    .catch((error: unknown) => console.error('Translations could not be loaded:', error));
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return instance;
}
