// GET /patients/owner/:ownerId (api/src/patients/README.md): the pets of one owner, for the owner's detail, a page
// at a time (a shelter or a breeder may register dozens).
import { listUrl, type ListPage } from '@vet/shared-ui';
import { ownersApi } from '../../../api/ownersApi';
import type { OwnerPet } from '../../../api/types';

export const ownerPetsEndpoints = ownersApi.injectEndpoints({
  endpoints: (build) => ({
    getOwnerPets: build.query<ListPage<OwnerPet>, { ownerId: string; page: number; limit: number }>({
      query: ({ ownerId, page, limit }) =>
        listUrl(`/patients/owner/${encodeURIComponent(ownerId)}`, { q: '', page, limit }),
      providesTags: (_result, _error, { ownerId }) => [{ type: 'OwnerPets', id: ownerId }],
    }),
  }),
});

export const { useGetOwnerPetsQuery } = ownerPetsEndpoints;
