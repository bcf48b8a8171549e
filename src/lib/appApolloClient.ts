// The app's one Apollo Client, created on first use: the landing and legal pages never load Apollo.
import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from './apolloClient';

let client: ApolloClient | null = null;
let onUnauthenticated: () => void = () => {};

export function getAppApolloClient(): ApolloClient {
  client ??= createApolloClient({ onUnauthenticated: () => onUnauthenticated() });
  return client;
}

/** Where the user goes when the API rejects the token (the session is already cleared then). */
export function setUnauthenticatedHandler(handler: () => void): void {
  onUnauthenticated = handler;
}
