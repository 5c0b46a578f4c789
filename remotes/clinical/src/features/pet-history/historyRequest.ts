// The timeline's page as the history asks for it: 20 at a time, the kind and page from the address. The
// page asks with it, and so does its route while the page's code downloads (PetHistoryRoute): kept apart
// from the kinds' words and pictures (historyKinds.ts), which that route has no need of.
import type { HistoryArgs } from '../../api/historyEndpoints';
import type { HistoryKind } from '../../api/types';
import type { HistoryFilter } from './hooks/useHistoryFilter';

export const PAGE_SIZE = 20;

/** The kinds the timeline is filtered by, in its filter's order. */
export const HISTORY_KINDS: readonly HistoryKind[] = [
  'consultation',
  'vaccine',
  'deworming',
  'lab_exam',
  'grooming',
];

export const isHistoryKind = (value: string | null): value is HistoryKind =>
  HISTORY_KINDS.includes(value as HistoryKind);

export const historyArgs = (
  patientId: string,
  { kind, page }: Pick<HistoryFilter, 'kind' | 'page'>,
): HistoryArgs => ({ patientId, kind, page, limit: PAGE_SIZE });
