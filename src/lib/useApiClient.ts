// The API client of the public pages that call the API (sign-in, sign-up, the password pages, the
// e-mail link): loaded once the page is up rather than before it, so that these pages are drawn
// and take input without waiting for Apollo Client (49 kB gzip of /login's 319).
import type { ApolloClient } from '@apollo/client';
import { getApolloContext } from '@apollo/client/react';
import { useCallback, useContext, useEffect } from 'react';

let loading: Promise<ApolloClient> | null = null;

function loadAppClient(): Promise<ApolloClient> {
  loading ??= import('./appApolloClient').then(
    ({ getAppApolloClient }) => getAppApolloClient(),
    (error: unknown) => {
      loading = null; // (the next call tries again)
      throw error;
    },
  );
  return loading;
}

/**
 * The client to call the API with, as a promise: the provider's around the page (the signed-in
 * area's, the tests' MockedProvider), or else the app's one client, which starts loading when the
 * page has been drawn. A call waits for it only if it has not arrived yet.
 */
export function useApiClient(): () => Promise<ApolloClient> {
  const provided = useContext(getApolloContext()).client;
  useEffect(() => {
    // a failure shows when the page calls the API, which tries again
    if (!provided) loadAppClient().catch(() => {});
  }, [provided]);
  return useCallback(() => (provided ? Promise.resolve(provided) : loadAppClient()), [provided]);
}
