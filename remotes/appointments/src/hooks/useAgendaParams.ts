// The agenda's place in the address (?date=YYYY-MM-DD&view=day|week|list&vetId=), so a reload, back and a
// shared link keep the day, the view and the person. Without a valid date, the clinic's today.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isDay } from '../calendar';
import type { AgendaView } from '../paths';

export const AGENDA_VIEWS: readonly AgendaView[] = ['day', 'week', 'list'];

export interface AgendaParams {
  date: string;
  view: AgendaView;
  /** '' for everyone. */
  vetId: string;
}

export function useAgendaParams(today: string) {
  const [search, setSearch] = useSearchParams();
  const date = search.get('date');
  const view = search.get('view') as AgendaView | null;
  const params: AgendaParams = {
    date: isDay(date) ? date : today,
    view: view && AGENDA_VIEWS.includes(view) ? view : 'day',
    vetId: search.get('vetId') ?? '',
  };
  const { date: d, view: v, vetId: p } = params;
  const change = useCallback(
    (changes: Partial<AgendaParams>) => {
      const next = { date: d, view: v, vetId: p, ...changes };
      const query: Record<string, string> = { date: next.date, view: next.view };
      if (next.vetId) query.vetId = next.vetId;
      setSearch(query);
    },
    [d, v, p, setSearch],
  );
  return [params, change] as const;
}
