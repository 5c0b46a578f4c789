// The clinic's logo as an image the page can show: GET /clinic/logo needs the session's token, which an
// <img src> cannot send, so it is fetched and shown from an object URL (revoked when replaced or gone).
// `revision` asks again for the same clinic (a new logo was saved).
import { useEffect, useState } from 'react';
import { apiBaseUrl, useSessionToken } from '@vet/shared-ui';

export type ClinicLogo =
  { status: 'none' | 'loading' | 'failed'; url: null } | { status: 'ready'; url: string };

const NONE: ClinicLogo = { status: 'none', url: null };
const LOADING: ClinicLogo = { status: 'loading', url: null };

export function useClinicLogo(hasLogo: boolean, revision: number): ClinicLogo {
  const token = useSessionToken();
  const request = hasLogo && token ? `${token}\n${revision}` : null;
  // The answer to one request: a logo fetched for an older one is never shown.
  const [answer, setAnswer] = useState<{ request: string; logo: ClinicLogo } | null>(null);

  useEffect(() => {
    if (!request || !token) return;
    let alive = true;
    let url: string | null = null;
    fetch(`${apiBaseUrl()}/clinic/logo`, { headers: { Authorization: `Bearer ${token}` } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET /clinic/logo: ${response.status}`);
        const blob = await response.blob();
        if (!alive) return;
        url = URL.createObjectURL(blob);
        setAnswer({ request, logo: { status: 'ready', url } });
      })
      .catch(() => {
        if (alive) setAnswer({ request, logo: { status: 'failed', url: null } });
      });
    return () => {
      alive = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [request, token]);

  if (!request) return NONE;
  return answer?.request === request ? answer.logo : LOADING;
}
