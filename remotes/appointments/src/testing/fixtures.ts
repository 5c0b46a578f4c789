// This remote's test data and helpers (imported by tests only): the records its screens read, as the API
// sends them (api/src/appointments/README.md), and a screen rendered as the shell shows it.
import type { ReactElement } from 'react';
import type { Role } from '@vet/shared-ui';
import { renderWithStore } from '@vet/shared-ui/testing/renderWithStore';
import { ANA, memberSession } from '@vet/shared-ui/testing/session';
import { appointmentsApi } from '../api/appointmentsApi';
import type { Appointment, AppointmentDetail, ClinicMember, PatientChoice, Schedule } from '../api/types';

/** 12 March 2026, a Thursday, 08:00 in Caracas (12:00 UTC): the tests' "now". */
export const NOW = new Date('2026-03-12T12:00:00.000Z');
export const TODAY = '2026-03-12';

/** GET /clinic/schedule: Caracas, 30-minute slots, Monday to Friday 08:00–12:00, Saturday 09:00–11:00,
 *  closed on Sunday. */
export function schedule(overrides: Partial<Schedule> = {}): Schedule {
  return {
    timeZone: 'America/Caracas',
    slotMinutes: 30,
    openingHours: [
      { open: '08:00', close: '12:00' },
      { open: '08:00', close: '12:00' },
      { open: '08:00', close: '12:00' },
      { open: '08:00', close: '12:00' },
      { open: '08:00', close: '12:00' },
      { open: '09:00', close: '11:00' },
      null,
    ],
    appointmentReminderHours: 24,
    preventiveReminderDays: 7,
    version: 1,
    ...overrides,
  };
}

/** GET /clinic/people: Ana (signed in, the administrator), a vet, an assistant and a groomer, by name as
 *  the API sorts them. */
export const clinicPeople: ClinicMember[] = [
  { _id: ANA._id, name: 'Ana Pérez', role: 'admin', cmv: '1234' },
  { _id: 'asst-1', name: 'Carla Ruiz', role: 'assistant', cmv: '' },
  { _id: 'vet-2', name: 'Luis Rojas', role: 'vet', cmv: '5678' },
  { _id: 'groom-1', name: 'Pedro Gil', role: 'groomer', cmv: '' },
];

/** Luna's consultation with Luis Rojas on Thursday 12/03/2026 from 09:00 to 09:30, booked. */
export function appointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    _id: 'apt-1',
    patient: { _id: 'pet-1', name: 'Luna', species: 'Canino' },
    owner: { _id: 'own-1', name: 'José Gómez', contact: '+584141234567', email: 'jose@correo.com' },
    vet: { _id: 'vet-2', name: 'Luis Rojas' },
    kind: 'consultation',
    date: TODAY,
    time: '09:00',
    endTime: '09:30',
    durationMinutes: 30,
    startsAt: '2026-03-12T13:00:00.000Z',
    status: 'scheduled',
    notes: '',
    createdAt: '2026-03-10T14:00:00.000Z',
    updatedAt: '2026-03-10T14:00:00.000Z',
    createdBy: 'Ana Pérez',
    updatedBy: 'Ana Pérez',
    version: 1,
    ...overrides,
  };
}

/** GET /appointments/:id: the appointment with the statuses it went through (booked by Ana). */
export function appointmentDetail(overrides: Partial<AppointmentDetail> = {}): AppointmentDetail {
  return {
    ...appointment(),
    statusHistory: [{ status: 'scheduled', at: '2026-03-10T14:00:00.000Z', by: 'Ana Pérez', byOwner: false }],
    ...overrides,
  };
}

/** One of GET /patients?q=: Luna, José Gómez's dog. */
export function patientChoice(overrides: Partial<PatientChoice> = {}): PatientChoice {
  return {
    _id: 'pet-1',
    name: 'Luna',
    species: 'Canino',
    owner: { _id: 'own-1', name: 'José Gómez', contact: '+584141234567' },
    ...overrides,
  };
}

/** The route pattern the screen is rendered under, the URL opened, and the role of the member signed in
 *  (Ana, the clinic's administrator, unless a test says another). */
interface ScreenAddress {
  path?: string;
  route?: string;
  as?: Role;
}

/** One of this remote's screens as the shell shows it: a store holding this remote's API, at `route`. */
export function renderScreen(
  ui: ReactElement,
  { path = '/appointments', route = path, as = 'admin' }: ScreenAddress = {},
) {
  return renderWithStore(ui, { apis: [appointmentsApi], path, route, session: memberSession(as) });
}
