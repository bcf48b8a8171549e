/**
 * The `returnTo` query parameter of a form (e.g. the account's show page it was opened from),
 * when it is a path inside the app; anything else (another site, "//host") is ignored.
 */
export function safeReturnTo(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  return raw;
}
