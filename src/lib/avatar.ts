// Avatar initials (at most 2 letters) and a colour from an 11-colour palette by a hash of the name.
// dark enough for white initials (contrast at least 4.5:1)
export const avatarPalette = [
  '#6a1b9a',
  '#283593',
  '#1565c0',
  '#00695c',
  '#2e7d32',
  '#827717',
  '#bf360c',
  '#c62828',
  '#ad1457',
  '#4e342e',
  '#37474f',
] as const;

export function initials(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/[\s._-]+/u)
    .filter(Boolean);
  if (words.length === 0) return '?';
  // the first letter of the first two words ("Ada Lovelace" → "AL", "Cher" → "C")
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0].toUpperCase())
    .join('');
}

/** A stable colour for a name: the same name always gets the same colour. */
export function avatarColor(name: string | null | undefined): string {
  let hash = 0;
  for (const ch of name ?? '') hash = (Math.imul(hash, 31) + (ch.codePointAt(0) ?? 0)) | 0;
  return avatarPalette[Math.abs(hash) % avatarPalette.length];
}
