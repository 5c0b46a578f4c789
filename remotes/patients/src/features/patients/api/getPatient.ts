// GET /patients/:id: one pet with its owner embedded; 404 { msg: "Mascota no encontrada" }.
import { patientTag, patientsApi } from '../../../api/patientsApi';
import type { Patient } from './types';

export const getPatientApi = patientsApi.injectEndpoints({
  endpoints: (build) => ({
    getPatient: build.query<Patient, string>({
      query: (id) => `/patients/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [patientTag(id)],
    }),
  }),
});

export const { useGetPatientQuery } = getPatientApi;
