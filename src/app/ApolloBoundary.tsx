import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, useEffect, type ReactNode } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { getAppApolloClient, setUnauthenticatedHandler } from '../lib/appApolloClient';

/**
 * Provides Apollo to the signed-in area; loaded lazily, so public pages do not wait for Apollo
 * (those that call the API load it once drawn: useApiClient). An outer provider (the tests'
 * MockedProvider) wins. Wraps its route's child, or `children`.
 */
export function ApolloBoundary({ children }: { children?: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthenticatedHandler(() => navigate(paths.login, { replace: true }));
  }, [navigate]);
  const content = children ?? <Outlet />;
  if (outer) return content;
  return <ApolloProvider client={getAppApolloClient()}>{content}</ApolloProvider>;
}
