import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { getAppApolloClient, setUnauthenticatedHandler } from '../lib/appApolloClient';

/**
 * Provides Apollo to the signed-in area; loaded lazily, so public pages do not wait for Apollo
 * (those that call the API load it once drawn: useApiClient). An outer provider (the tests'
 * MockedProvider) wins.
 */
export function ApolloBoundary() {
  const outer = useContext(getApolloContext()).client;
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthenticatedHandler(() => navigate(paths.login, { replace: true }));
  }, [navigate]);
  if (outer) return <Outlet />;
  return (
    <ApolloProvider client={getAppApolloClient()}>
      <Outlet />
    </ApolloProvider>
  );
}
