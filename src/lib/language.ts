// The interface's languages and which one a visitor gets: `?lng=` in the address, then the one
// chosen before, then the browser's; English when none of them is supported. No dependencies: the
// app's i18next (i18n.ts) and the prerendered pages' check script (src/prerender/) run this same
// rule.

export const supportedLanguages = ['en', 'de'] as const;
export type Language = (typeof supportedLanguages)[number];

/** Where the chosen language is kept (the name i18next's own detector used, kept for returning users). */
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export const isLanguage = (code: string): code is Language =>
  (supportedLanguages as readonly string[]).includes(code);

/** The supported language of a code such as `de-AT` or `en_GB`, if any. */
export function languageOf(code: string | null | undefined): Language | undefined {
  const language = code?.split(/[-_]/u)[0]?.toLowerCase() ?? '';
  return isLanguage(language) ? language : undefined;
}

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, policies): the browser's language decides
  }
}

/** The language this visitor gets: the first of those asked for, best first, that is supported. */
export function detectLanguage(): Language {
  const asked = [
    new URLSearchParams(window.location.search).get('lng'),
    storedLanguage(),
    ...(navigator.languages ?? []),
    navigator.language,
  ];
  for (const code of asked) {
    const language = languageOf(code);
    if (language) return language;
  }
  return supportedLanguages[0];
}
