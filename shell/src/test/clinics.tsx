// Ana working in two clinics, for the clinic switcher's tests (the user menu's, the phone's, another
// tab's): GET /auth/user as the API answers it in either, a server whose session moves between them, and
// an owners module that caches each clinic's owners in its own API, as the real one does.
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from '@vet/shared-ui';
import { fakeApi } from '@vet/shared-ui/testing/fakeApi';
import { fakeRemote } from './fakeRemote';
import { anaAtHerClinic } from './remotes';

export const LOS_ANDES = { _id: 'c1', name: 'Clínica Los Andes', role: 'admin' };
export const EL_LLANO = { _id: 'c2', name: 'Clínica El Llano', role: 'vet' };

/** Ana as GET /auth/user answers while her session works in `clinic`. */
export const anaAt = (clinic: typeof LOS_ANDES, clinics = [LOS_ANDES, EL_LLANO]) => ({
  ...anaAtHerClinic,
  clinic: { _id: clinic._id, name: clinic.name },
  role: clinic.role,
  clinics,
});

/** An owners module whose list is cached in its own API, as the real one's is. */
export function ownersModule() {
  const ownersApi = createApi({
    reducerPath: 'ownersApi',
    baseQuery,
    endpoints: (build) => ({ getOwners: build.query<{ name: string }[], void>({ query: () => '/owners' }) }),
  });
  function OwnersList() {
    const { data } = ownersApi.useGetOwnersQuery();
    return (
      <>
        <h1>Propietarios</h1>
        <p>{data ? data.map((owner) => owner.name).join(', ') : 'Cargando...'}</p>
      </>
    );
  }
  return fakeRemote(
    'owners',
    { owners: [{ index: true, element: <OwnersList /> }] },
    {
      register(host) {
        host.injectSlice(ownersApi);
        host.addMiddleware(ownersApi.middleware);
      },
    },
  );
}

/** The server: the session's clinic, who is in it, and the switch. `moveTo` moves the session as another
 *  tab's switch does, without this tab asking. */
export function clinicServer({ refuse }: { refuse?: string } = {}) {
  let current = LOS_ANDES;
  const owners: Record<string, { name: string }[]> = {
    c1: [{ name: 'Rosa Villegas' }],
    c2: [{ name: 'Pedro Mora' }],
  };
  const api = fakeApi({
    'GET /auth/user': () => ({ status: 200, body: anaAt(current) }),
    'GET /owners': () => ({ status: 200, body: owners[current._id] }),
    'POST /auth/clinic': ({ body }) => {
      if (refuse) return { status: 404, body: { msg: refuse } };
      current = (body as { clinicId: string }).clinicId === 'c2' ? EL_LLANO : LOS_ANDES;
      return { status: 200, body: { msg: `Ahora trabajas en ${current.name}` } };
    },
  });
  const moveTo = (clinic: typeof LOS_ANDES) => {
    current = clinic;
  };
  return { ...api, moveTo };
}
