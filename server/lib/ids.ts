// Pure checks of what identifies a row or a person, shared by every layer (database helpers,
// domain rules, GraphQL answers). A leaf: it imports nothing of the app.

/** A UUID as the database writes them (any version, either case). */
export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

const EMAIL = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/** An e-mail address as it is stored and compared: trimmed, lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmail(email: string): boolean {
  return EMAIL.test(email);
}
