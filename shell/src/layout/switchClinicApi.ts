// POST /auth/clinic { clinicId } (docs/product/clinic.md#several-clinics): the session's token now works
// in that clinic. Injected into the shared session API, whose current-user lookup it invalidates: the
// layout then shows the new clinic, role and permissions. Through the remotes' base query, so a session
// that ended meanwhile (401) is forgotten and leads to the login.
import { SESSION_TAG, baseQuery, sessionApi } from '@vet/shared-ui';

export const switchClinicApi = sessionApi.injectEndpoints({
  endpoints: (build) => ({
    switchClinic: build.mutation<{ msg: string }, string>({
      async queryFn(clinicId, api, extraOptions) {
        const answer = await baseQuery(
          { url: '/auth/clinic', method: 'POST', body: { clinicId } },
          api,
          extraOptions,
        );
        return answer.error ? { error: answer.error } : { data: answer.data as { msg: string } };
      },
      // Refused too («No perteneces a esa clínica.»): the list of clinics may have changed.
      invalidatesTags: [SESSION_TAG],
    }),
  }),
});

export const { useSwitchClinicMutation } = switchClinicApi;
