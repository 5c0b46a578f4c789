// The vet in session as the pet form names it: "M.V. {name} {lastName}".
import { useCurrentUser, vetDisplayName } from '@vet/shared-ui';

export function useSessionVet(): { loading: boolean; name: string | null } {
  const { status, user } = useCurrentUser();
  return { loading: status === 'loading', name: user ? vetDisplayName(user) : null };
}
