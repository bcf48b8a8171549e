// The interface's languages and which one a visitor gets, in the specification's order: `?lng=` in
// the address, the `i18next` cookie, the one chosen before (local storage), the one of this tab's
// session (session storage), the browser's; then the html tag's, which is the app's own page's
// `<html lang="en">` (index.html): English. (A prerendered German page's tag is not asked: that
// page would choose itself.) No dependencies: the app's i18next (i18n.ts) and the prerendered
// pages' check script (src/prerender/) run this same rule.

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

function storedLanguage(storage: () => Storage): string | null {
  try {
    return storage().getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, policies): the next source decides
  }
}

const LANGUAGE_COOKIE = /(?:^|;\s*)i18next=([^;]*)/u;

/** The `i18next` cookie's language (i18next's name for it). */
function cookieLanguage(): string | null {
  const value = LANGUAGE_COOKIE.exec(document.cookie)?.[1];
  try {
    return value === undefined ? null : decodeURIComponent(value);
  } catch {
    return null; // not a value this app wrote
  }
}

/** The language this visitor gets: the first of those asked for, best first, that is supported. */
export function detectLanguage(): Language {
  const asked = [
    new URLSearchParams(window.location.search).get('lng'),
    cookieLanguage(),
    storedLanguage(() => localStorage),
    storedLanguage(() => sessionStorage),
    ...(navigator.languages ?? []),
    navigator.language,
  ];
  for (const code of asked) {
    const language = languageOf(code);
    if (language) return language;
  }
  return supportedLanguages[0];
}

/**
 * Keeps the language a person chose for their next visits: in local storage, and in the `i18next`
 * cookie when there is one (it is asked first, and must not undo the choice). No cookie is added.
 */
export function rememberLanguage(language: string) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not kept: the choice lasts for this page only
  }
  if (LANGUAGE_COOKIE.test(document.cookie)) {
    document.cookie = `i18next=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
  }
}
