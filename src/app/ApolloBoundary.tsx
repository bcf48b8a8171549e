import { ApolloProvider, getApolloContext } from '@apollo/client/react';
import { useContext, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { paths } from '../lib/paths';
import { getAppApolloClient, setUnauthenticatedHandler } from './apollo';

/**
 * Provides Apollo to the routes below it; loaded lazily, so pages that make no API call (landing,
 * legal, 404) do not download Apollo. An outer provider (the tests' MockedProvider) wins.
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
