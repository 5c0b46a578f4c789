// «Actividad»'s two day fields (Desde, Hasta). The address keeps whole days only, so what a field holds
// is kept here: the address's day, or the text being typed while it names none (shared-ui's DateInput
// shows what it is given). A day the address changes from elsewhere (back, forward, a link) replaces its
// field's text; «Limpiar filtros» empties both.
import { useState } from 'react';
import type { ActivityFilter } from '../api/activityEndpoints';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export type DayName = 'from' | 'to';
type DayTexts = Record<DayName, string>;

export interface DayFields {
  /** What each field shows: an ISO day, '' or the text as typed. */
  texts: DayTexts;
  /** A field's new text; a whole day (or none) goes to the address at once. */
  type: (name: DayName, text: string) => void;
  /** Empties both fields (the address is cleared by the caller). */
  clear: () => void;
}

/** «dd/mm/aaaa» typed in full that names no real day (the field gives whole days as ISO days). */
export const isImpossibleDay = (text: string) => text.length === 10 && !ISO_DAY.test(text);

export function useDayFields(filter: ActivityFilter, onChange: (patch: ActivityFilter) => void): DayFields {
  const inAddress: DayTexts = { from: filter.from ?? '', to: filter.to ?? '' };
  const [texts, setTexts] = useState(inAddress);
  const [seen, setSeen] = useState(inAddress);
  if (seen.from !== inAddress.from || seen.to !== inAddress.to) {
    setSeen(inAddress);
    setTexts({
      from: seen.from === inAddress.from ? texts.from : inAddress.from,
      to: seen.to === inAddress.to ? texts.to : inAddress.to,
    });
  }

  return {
    texts,
    type: (name, text) => {
      setTexts((current) => ({ ...current, [name]: text }));
      if (text === '' || ISO_DAY.test(text)) onChange({ [name]: text });
    },
    clear: () => setTexts({ from: '', to: '' }),
  };
}
