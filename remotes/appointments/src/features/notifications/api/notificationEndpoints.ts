// Notificaciones' calls (api/src/reminders/README.md): the page's four lists, the layout's count, and the
// two actions on a reminder. An agenda change (a status, a booking) refreshes today's list too.
import { AGENDA_TAG, appointmentsApi } from '../../../api/appointmentsApi';
import type { Appointment } from '../../../api/types';

/** A reminder as Notificaciones lists it; `whatsappText` is the message to send, ready. */
export interface Reminder {
  _id: string;
  kind: 'appointment' | 'preventive';
  channel: 'email' | 'whatsapp';
  status: 'pending' | 'sent' | 'failed' | 'cancelled';
  petName: string;
  ownerName: string;
  ownerContact: string;
  ownerEmail: string;
  /** dd/mm/aaaa (and HH:mm for an appointment) in the clinic's zone. */
  day: string;
  time: string;
  sentence: string;
  whatsappText: string;
  lastError: string;
  sendAt: string;
}

/** The latest dose of a product, due before today. */
export interface OverdueDose {
  preventiveId: string;
  patientId: string;
  petName: string;
  ownerName: string;
  ownerContact: string;
  kind: 'vaccine' | 'deworming';
  product: string;
  /** YYYY-MM-DD. */
  nextDue: string;
}

export interface Notifications {
  today: Appointment[];
  whatsapp: Reminder[];
  failed: Reminder[];
  overdue: OverdueDose[];
  count: number;
}

const NOTIFICATIONS_TAG = { type: 'Notifications', id: 'ALL' } as const;

export const notificationEndpoints = appointmentsApi
  .enhanceEndpoints({ addTagTypes: ['Notifications'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getNotifications: build.query<Notifications, void>({
        query: () => '/notifications',
        providesTags: [NOTIFICATIONS_TAG, AGENDA_TAG],
      }),
      markReminderSent: build.mutation<{ msg: string }, string>({
        query: (id) => ({ url: `/reminders/${encodeURIComponent(id)}/sent`, method: 'POST' }),
        invalidatesTags: [NOTIFICATIONS_TAG],
      }),
      retryReminder: build.mutation<{ msg: string }, string>({
        query: (id) => ({ url: `/reminders/${encodeURIComponent(id)}/retry`, method: 'POST' }),
        invalidatesTags: [NOTIFICATIONS_TAG],
      }),
    }),
  });

export const { useGetNotificationsQuery, useMarkReminderSentMutation, useRetryReminderMutation } =
  notificationEndpoints;
