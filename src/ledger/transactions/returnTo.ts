/**
 * The `returnTo` query parameter of a form (e.g. the account's show page it was opened from),
 * when it is a path inside the app; anything else (another site, "//host") is ignored.
 */
export function safeReturnTo(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/')) return null;
  // resolve it as the browser would (which drops tabs and newlines and reads "\\" as "/")
  const url = new URL(raw, window.location.origin);
  if (url.origin !== window.location.origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
