// Which transaction (or entry) types the ledger screens colour as credit.
/** Transaction (or entry) types coloured as credit: credit, receivable, income, deposit. */
export const creditLikeTypes: readonly string[] = ['credit', 'receivable', 'income', 'deposit'];

export function isCreditLike(type: string | null | undefined): boolean {
  return type ? creditLikeTypes.includes(type.toLowerCase()) : false;
}
