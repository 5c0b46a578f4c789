// GET /patients/owner/:ownerId (CONTRACT.md): the pets of one owner, for the owner's detail.
import { ownersApi } from '../../../api/ownersApi';

/** The fields of a patient this screen shows. */
export interface OwnerPet {
  _id: string;
  name: string;
  species: string;
  breed?: string | null;
  sex?: string;
  birthDate?: string;
  photo?: string | null;
}

export const ownerPetsEndpoints = ownersApi.injectEndpoints({
  endpoints: (build) => ({
    getOwnerPets: build.query<OwnerPet[], string>({
      query: (ownerId) => `/patients/owner/${encodeURIComponent(ownerId)}`,
      providesTags: (_result, _error, ownerId) => [{ type: 'OwnerPets', id: ownerId }],
    }),
  }),
});

export const { useGetOwnerPetsQuery } = ownerPetsEndpoints;
