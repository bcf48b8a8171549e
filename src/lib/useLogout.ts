import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { LogoutUserDocument } from '../graphql/Session.generated';
import { paths } from './paths';
import { clearSession, getToken } from './session';

/** Signs out: revokes the token on the server (best effort), clears token, role and cache, goes to /login. */
export function useLogout(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logoutUser] = useMutation(LogoutUserDocument);
  return useCallback(async () => {
    if (getToken()) {
      try {
        await logoutUser();
      } catch (error) {
        console.error('Logout on the server failed:', error);
      }
    }
    clearSession();
    await client.clearStore();
    navigate(paths.login, { replace: true });
  }, [client, logoutUser, navigate]);
}
