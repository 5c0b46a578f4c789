// Salir: revoke the token on the server, forget it here, refresh the user lookup (the logout
// mutation does all three), then go to the login screen.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLogoutMutation } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';

export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const [runLogout, { isLoading }] = useLogoutMutation();
  const navigate = useNavigate();
  const logout = useCallback(async () => {
    await runLogout();
    await navigate(paths.login, { replace: true });
  }, [runLogout, navigate]);
  return { logout, loggingOut: isLoading };
}
