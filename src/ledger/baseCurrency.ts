// The person's own currency: the one every figure in "the owner's currency" is answered in, chosen
// in the settings and on the first dashboard among the currencies a bank account may be held in
// (useInstrumentOptions(AccountClass.Bank), instrumentOptions.ts). Here is the save of the person's
// settings, which forgets every cached figure when the currency changed: each was answered in the
// old one.
import type { ApolloClient } from '@apollo/client';
import {
  GetMeDocument,
  UpdateMeDocument,
  type MeFieldsFragment,
  type UpdateMeMutationVariables,
} from '../graphql/Session.generated';
import { assertSuccess } from '../lib/errors';
import { evictLedgerQueries } from './cache';

/**
 * Saves the person's settings (updateMe); throws on a refusal (assertSuccess's MutationFailure with
 * the field errors). When the currency changed, every cached figure is forgotten (the ledger's
 * lists, records and totals, the dashboard's summary, history and allocation), and getMe is asked
 * again, so that every screen shows the new currency. Answers the person as saved.
 */
export async function saveMe(
  client: ApolloClient,
  variables: UpdateMeMutationVariables,
): Promise<MeFieldsFragment | null | undefined> {
  const before = client.readQuery({ query: GetMeDocument })?.getMe.user?.base_currency.ticker;
  const { data } = await client.mutate({ mutation: UpdateMeDocument, variables });
  const { user } = assertSuccess(data?.updateMe);
  if (user && user.base_currency.ticker !== before) evictLedgerQueries(client.cache);
  await client.refetchQueries({ include: [GetMeDocument] });
  return user;
}
