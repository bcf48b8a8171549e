// The account classes and types of the contract (schema.graphql), in its order: the options of the
// forms' selects and the lists' filters, and what the forms' rules accept. Apart from the forms'
// schemas, so that a list does not load yup for its filter's options.
import { AccountClass, AccountType } from '../graphql/types';

export const accountClasses: readonly AccountClass[] = Object.values(AccountClass);
export const accountTypes: readonly AccountType[] = Object.values(AccountType);
