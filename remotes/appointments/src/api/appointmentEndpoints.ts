// The appointment calls: the agenda of a period, one appointment with its statuses, booking (with the
// submission's Idempotency-Key), editing or moving (the whole record with its version) and a status change
// ({ status, version }).
import { withSubmissionKey } from '@vet/shared-ui/submission';
import { AGENDA_TAG, appointmentsApi } from './appointmentsApi';
import type { Appointment, AppointmentAnswer, AppointmentBody, AppointmentDetail } from './types';
import type { AppointmentStatus } from '../labels';

/** A period of the agenda: from and to (YYYY-MM-DD, both included), maybe one person's. */
export interface AgendaArgs {
  from: string;
  to: string;
  vetId?: string;
}

export function agendaUrl({ from, to, vetId }: AgendaArgs): string {
  const params = new URLSearchParams({ from, to });
  if (vetId) params.set('vetId', vetId);
  return `/appointments?${params}`;
}

/** The body of an edit that keeps everything but what `changes` says. */
export function bodyOf(appointment: Appointment, changes: Partial<AppointmentBody> = {}): AppointmentBody {
  return {
    patientId: appointment.patient._id,
    // Nobody assigned: '' (a drag never sends it; the form asks for someone).
    vetId: appointment.vet?._id ?? '',
    kind: appointment.kind,
    date: appointment.date,
    time: appointment.time,
    durationMinutes: appointment.durationMinutes,
    notes: appointment.notes,
    ...changes,
  };
}

const changed = (error: unknown, id: string) =>
  error ? [] : [AGENDA_TAG, { type: 'Appointment' as const, id }];

export const appointmentEndpoints = appointmentsApi.injectEndpoints({
  endpoints: (build) => ({
    getAgenda: build.query<Appointment[], AgendaArgs>({
      query: agendaUrl,
      transformResponse: (answer: { appointments: Appointment[] }) => answer.appointments,
      providesTags: [AGENDA_TAG],
    }),
    getAppointment: build.query<AppointmentDetail, string>({
      query: (id) => `/appointments/${encodeURIComponent(id)}`,
      transformResponse: (answer: { appointment: AppointmentDetail }) => answer.appointment,
      providesTags: (_r, _e, id) => [{ type: 'Appointment', id }],
    }),
    createAppointment: build.mutation<AppointmentAnswer, { body: AppointmentBody; submissionKey: string }>({
      // A double click or a retry after a lost answer books one appointment.
      query: ({ body, submissionKey }) =>
        withSubmissionKey(submissionKey, { url: '/appointments', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : [AGENDA_TAG]),
    }),
    updateAppointment: build.mutation<
      AppointmentAnswer,
      { id: string; version: number; body: AppointmentBody }
    >({
      // A failure (stale, busy) invalidates nothing: the form keeps what was typed.
      query: ({ id, version, body }) => ({
        url: `/appointments/${encodeURIComponent(id)}`,
        method: 'PUT',
        body: { ...body, version },
      }),
      invalidatesTags: (_r, error, { id }) => changed(error, id),
    }),
    // A block dragged to another slot: the agenda on screen shows it there at once, and puts it back
    // when the server refuses the move.
    moveAppointment: build.mutation<
      AppointmentAnswer,
      {
        appointment: Appointment;
        to: Pick<AppointmentBody, 'date' | 'time' | 'vetId'>;
        agenda: AgendaArgs;
        vetName: string;
      }
    >({
      query: ({ appointment, to }) => ({
        url: `/appointments/${encodeURIComponent(appointment._id)}`,
        method: 'PUT',
        body: { ...bodyOf(appointment, to), version: appointment.version },
      }),
      async onQueryStarted({ appointment, to, agenda, vetName }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          appointmentEndpoints.util.updateQueryData('getAgenda', agenda, (draft) => {
            const moved = draft.find((item) => item._id === appointment._id);
            if (moved) Object.assign(moved, to, { vet: { _id: to.vetId, name: vetName } });
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: (_r, error, { appointment }) => changed(error, appointment._id),
    }),
    changeStatus: build.mutation<
      AppointmentAnswer,
      { id: string; version: number; status: AppointmentStatus }
    >({
      query: ({ id, version, status }) => ({
        url: `/appointments/${encodeURIComponent(id)}/status`,
        method: 'POST',
        body: { status, version },
      }),
      invalidatesTags: (_r, error, { id }) => changed(error, id),
    }),
  }),
});

export const {
  useGetAgendaQuery,
  useGetAppointmentQuery,
  useCreateAppointmentMutation,
  useUpdateAppointmentMutation,
  useMoveAppointmentMutation,
  useChangeStatusMutation,
} = appointmentEndpoints;
