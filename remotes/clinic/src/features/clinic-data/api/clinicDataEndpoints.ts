// The clinic's data (docs/product/clinic.md#clinica): GET /clinic (any member), PUT /clinic (clinic.manage)
// with the version the form loaded.
import { isStaleWrite } from '@vet/shared-ui/submission';
import { clinicApi } from '../../../api/clinicApi';
import type { Clinic, ClinicAnswer, ClinicUpdate } from '../../../api/types';

export const clinicDataEndpoints = clinicApi.injectEndpoints({
  endpoints: (build) => ({
    getClinic: build.query<Clinic, void>({ query: () => '/clinic', providesTags: ['Clinic'] }),
    // Not on a stale save: the refetch would reset the form under what the administrator typed.
    updateClinic: build.mutation<ClinicAnswer, ClinicUpdate>({
      query: (body) => ({ url: '/clinic', method: 'PUT', body }),
      invalidatesTags: (_result, error) => (isStaleWrite(error) ? [] : ['Clinic']),
    }),
  }),
});

export const { useGetClinicQuery, useUpdateClinicMutation } = clinicDataEndpoints;
