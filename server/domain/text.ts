// Texts as the domain compares them: a statement's row against a booked transaction, a rule's
// text against a description or a payee.

/** Case, accents' composition, punctuation and spacing do not make two texts differ. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
