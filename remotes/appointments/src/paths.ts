// This remote's addresses, under its mount /appointments (shared-ui's contract `paths` has none yet):
// its screens link to one another only through these.
import { isDay } from './calendar';

const segment = (value: string) => encodeURIComponent(value);

export type AgendaView = 'day' | 'week' | 'list';

/** What «Nueva cita» may come prefilled with. */
export interface NewAppointmentQuery {
  date?: string;
  time?: string;
  vetId?: string;
  patientId?: string;
}

export const appointmentPaths = {
  /** The agenda; a day, a view and a person when given. */
  agenda: (date?: string, { view, vetId }: { view?: AgendaView; vetId?: string } = {}) => {
    const query = new URLSearchParams();
    if (date && isDay(date)) query.set('date', date);
    if (view) query.set('view', view);
    if (vetId) query.set('vetId', vetId);
    const text = query.toString();
    return text ? `/appointments?${text}` : '/appointments';
  },
  newAppointment: (prefill: NewAppointmentQuery = {}) => {
    const query = new URLSearchParams(
      Object.entries(prefill).filter((entry): entry is [string, string] => !!entry[1]),
    ).toString();
    return query ? `/appointments/new?${query}` : '/appointments/new';
  },
  /** «Horario de la agenda», the administrator's. */
  schedule: '/appointments/schedule',
  appointment: (id: string) => `/appointments/${segment(id)}`,
  editAppointment: (id: string) => `/appointments/${segment(id)}/edit`,
};
