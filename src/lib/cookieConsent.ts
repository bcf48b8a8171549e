// Cookie consent: a `cookieConsent=true` cookie for 365 days.
export const CONSENT_COOKIE = 'cookieConsent';
export const CONSENT_DAYS = 365;

export function hasCookieConsent(): boolean {
  return document.cookie.split(';').some((part) => part.trim() === `${CONSENT_COOKIE}=true`);
}

export function giveCookieConsent(now = Date.now()): void {
  const expires = new Date(now + CONSENT_DAYS * 24 * 60 * 60 * 1000).toUTCString();
  document.cookie = `${CONSENT_COOKIE}=true; expires=${expires}; max-age=${CONSENT_DAYS * 24 * 60 * 60}; path=/; SameSite=Lax`;
}
