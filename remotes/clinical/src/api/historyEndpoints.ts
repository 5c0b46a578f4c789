// GET /patients/:id/history (api/src/clinical/README.md «The pet's history»): one page of the pet's
// timeline, newest first, all kinds or one. A vaccine or deworming saved here reloads it (its tag).
import type { ListPage } from '@vet/shared-ui';
import { clinicalApi } from './clinicalApi';
import type { HistoryItem, HistoryKind } from './types';

export interface HistoryArgs {
  patientId: string;
  /** Absent: every kind. */
  kind?: HistoryKind;
  page: number;
  limit: number;
}

export const historyEndpoints = clinicalApi.injectEndpoints({
  endpoints: (build) => ({
    getHistory: build.query<ListPage<HistoryItem>, HistoryArgs>({
      query: ({ patientId, kind, page, limit }) => {
        const params = new URLSearchParams({ page: String(page), limit: String(limit) });
        if (kind) params.set('kind', kind);
        return `/patients/${encodeURIComponent(patientId)}/history?${params}`;
      },
      providesTags: (_r, _e, { patientId }) => [{ type: 'History', id: patientId }],
    }),
  }),
});

export const { useGetHistoryQuery } = historyEndpoints;
