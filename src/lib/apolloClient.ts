// The one Apollo Client of the app: bearer token from the session, uploads through one link to
// `{host}/api`, and a signed-out user sent to the login page when the API says UNAUTHENTICATED.
import { ApolloClient, ApolloLink, CombinedGraphQLErrors, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import UploadHttpLink from 'apollo-upload-client/UploadHttpLink.mjs';
import { preloadedAnswerLink } from '../prerender/preloadedAnswers';
import { clearSession, getToken, onSessionChange, sessionOwner } from './session';

export const apiUrl = `${import.meta.env.VITE_API_URL ?? ''}/api`;

export type ApolloClientOptions = {
  /** Called after the session was cleared because the API rejected the token. */
  onUnauthenticated?: () => void;
};

export function createApolloClient({ onUnauthenticated }: ApolloClientOptions = {}): ApolloClient {
  const authLink = new SetContextLink((prevContext) => {
    const token = getToken();
    const headers: Record<string, string> = { ...prevContext.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    return { headers };
  });

  const errorLink = new ErrorLink(({ error }) => {
    if (!CombinedGraphQLErrors.is(error)) return;
    if (error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) {
      clearSession();
      onUnauthenticated?.();
    }
  });

  // The API's CSRF prevention asks every request (uploads are multipart) for this header.
  const uploadLink = new UploadHttpLink({ uri: apiUrl, headers: { 'x-graphql-yoga-csrf': '1' } });

  const client = new ApolloClient({
    // a prerendered page's first answers may have been asked for by the page (src/prerender/)
    link: ApolloLink.from([errorLink, authLink, preloadedAnswerLink(getToken), uploadLink]),
    cache: new InMemoryCache({
      typePolicies: {
        // the dashboard and the class overviews ask for different fields of the one summary
        DashboardSummary: { merge: true },
      },
    }),
  });

  // Cached answers belong to the user who asked: when the session passes to someone else (or to
  // nobody: sign-out, expiry, a rejected token, another tab), forget them all.
  let owner = sessionOwner();
  onSessionChange(() => {
    const next = sessionOwner();
    if (next === owner) return;
    owner = next;
    void client.clearStore();
  });
  return client;
}
