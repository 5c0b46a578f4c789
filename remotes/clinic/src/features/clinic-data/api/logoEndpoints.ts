// The clinic's logo (docs/product/clinic.md#the-clinic-on-paper): PUT /clinic/logo (multipart, field
// `logo`) and DELETE /clinic/logo, both clinic.manage. Either answer reads the clinic again (its
// hasLogo). The image itself is fetched by hooks/useClinicLogo.ts.
import { clinicApi } from '../../../api/clinicApi';
import type { MessageAnswer } from '../../../api/types';

export const logoEndpoints = clinicApi.injectEndpoints({
  endpoints: (build) => ({
    // fetchBaseQuery leaves a FormData body to fetch, which sets the multipart boundary.
    uploadLogo: build.mutation<MessageAnswer, FormData>({
      query: (body) => ({ url: '/clinic/logo', method: 'PUT', body }),
      invalidatesTags: ['Clinic'],
    }),
    removeLogo: build.mutation<MessageAnswer, void>({
      query: () => ({ url: '/clinic/logo', method: 'DELETE' }),
      invalidatesTags: ['Clinic'],
    }),
  }),
});

export const { useUploadLogoMutation, useRemoveLogoMutation } = logoEndpoints;
