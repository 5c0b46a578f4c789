// The clinic's activity (docs/product/clinic.md#actividad): GET /clinic/activity (audit.read), one page
// of entries, newest first, narrowed by person, kind of record, one record and days.
import type { ListPage } from '@vet/shared-ui';
import { clinicApi } from '../../../api/clinicApi';
import type { ActivityEntry } from '../../../api/types';

/** The filters as the API names them; an absent one is not sent. Days are ISO (aaaa-mm-dd). */
export interface ActivityFilter {
  actor?: string;
  kind?: string;
  record?: string;
  from?: string;
  to?: string;
}

export interface ActivityArgs extends ActivityFilter {
  page: number;
  limit: number;
}

export function activityUrl({ page, limit, ...filter }: ActivityArgs): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return `/clinic/activity?${params}`;
}

export const activityEndpoints = clinicApi.injectEndpoints({
  endpoints: (build) => ({
    getActivity: build.query<ListPage<ActivityEntry>, ActivityArgs>({ query: activityUrl }),
  }),
});

export const { useGetActivityQuery } = activityEndpoints;
