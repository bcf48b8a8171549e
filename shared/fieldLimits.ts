// The longest texts the API keeps, in one place for both sides of the contract: the forms' rules
// (src/lib/validation.ts) and the server's (server/domain). Pure constants: this folder imports
// nothing, and both the browser app and the server may import it.

/** A name: an account's, an asset's, a person's, a category, a venue's, a mapped symbol. */
export const NAME_MAX = 100;

/** A description or a note. */
export const DESCRIPTION_MAX = 500;

/**
 * An account's number at its bank (an IBAN, or the bank's own account number): at most this many
 * letters and digits, the spaces it is written with not counted (an IBAN is at most 34).
 */
export const ACCOUNT_NUMBER_MAX = 34;
