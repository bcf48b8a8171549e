// The longest texts the API keeps, in one place for both sides of the contract: the forms' rules
// (src/lib/validation.ts) and the server's (server/domain). Pure constants: this folder imports
// nothing, and both the browser app and the server may import it.

/** A name: an account's, an asset's, a person's, a category, a venue's, a mapped symbol. */
export const NAME_MAX = 100;

/** A description or a note. */
export const DESCRIPTION_MAX = 500;
