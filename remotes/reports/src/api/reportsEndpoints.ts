// The reports (GET /reports/*, api/src/reports/README.md) and the clinic's people for the «Profesional»
// filter (GET /clinic/people). Each report is cached by its query, as RTK Query does by default.
import { reportsApi } from './reportsApi';
import type {
  ActivityReport,
  ClinicPerson,
  IncomeReport,
  PatientsReport,
  ReportQuery,
  VaccinationReport,
} from './types';

/** The query string: empty filters left out (the API reads them as «all»). */
export function reportParams(query: ReportQuery): string {
  const params = new URLSearchParams({ from: query.from, to: query.to, group: query.group });
  if (query.service) params.set('service', query.service);
  if (query.paymentType) params.set('paymentType', query.paymentType);
  if (query.vetId) params.set('vetId', query.vetId);
  return params.toString();
}

export const reportsEndpoints = reportsApi.injectEndpoints({
  endpoints: (build) => ({
    getIncomeReport: build.query<IncomeReport, ReportQuery>({
      query: (query) => `/reports/income?${reportParams(query)}`,
    }),
    getActivityReport: build.query<ActivityReport, ReportQuery>({
      query: ({ from, to, group, vetId }) => `/reports/activity?${reportParams({ from, to, group, vetId })}`,
    }),
    getPatientsReport: build.query<PatientsReport, ReportQuery>({
      query: ({ from, to, group }) => `/reports/patients?${reportParams({ from, to, group })}`,
    }),
    getVaccinationReport: build.query<VaccinationReport, void>({
      query: () => '/reports/vaccination',
    }),
    getClinicPeople: build.query<ClinicPerson[], void>({ query: () => '/clinic/people' }),
  }),
});

export const {
  useGetIncomeReportQuery,
  useGetActivityReportQuery,
  useGetPatientsReportQuery,
  useGetVaccinationReportQuery,
  useGetClinicPeopleQuery,
} = reportsEndpoints;
