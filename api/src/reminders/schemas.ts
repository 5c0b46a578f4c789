import type { FromSchema } from 'json-schema-to-ts';
import { idParams } from '../http/id-params.js';
import { recordSchema, withErrors } from '../http/schemas.js';
import { appointmentSchema } from '../appointments/schemas.js';

export const REMINDER_NOT_FOUND_MSG = 'Recordatorio no encontrado';

const tags = ['appointments'];

/** A reminder as Notificaciones lists it: what it says, to whom, and the WhatsApp message ready to send. */
const reminderSchema = recordSchema({
  _id: { type: 'string' },
  kind: { type: 'string', enum: ['appointment', 'preventive'] },
  channel: { type: 'string', enum: ['email', 'whatsapp'] },
  status: { type: 'string', enum: ['pending', 'sent', 'failed', 'cancelled'] },
  petName: { type: 'string' },
  ownerName: { type: 'string' },
  ownerContact: { type: 'string' },
  ownerEmail: { type: 'string' },
  // What it reminds of, dd/mm/aaaa (and HH:mm for an appointment) in the clinic's zone.
  day: { type: 'string' },
  time: { type: 'string' },
  sentence: { type: 'string' },
  // The prefilled message for wa.me (with the owner's link for an appointment).
  whatsappText: { type: 'string' },
  lastError: { type: 'string' },
  sendAt: { type: 'string', format: 'date-time' },
});

const overdueSchema = recordSchema({
  preventiveId: { type: 'string' },
  patientId: { type: 'string' },
  petName: { type: 'string' },
  ownerName: { type: 'string' },
  ownerContact: { type: 'string' },
  kind: { type: 'string', enum: ['vaccine', 'deworming'] },
  product: { type: 'string' },
  nextDue: { type: 'string', format: 'date' },
});

export const notificationsSchema = {
  summary:
    "Notificaciones: today's appointments, reminders waiting for WhatsApp, failed reminders, overdue vaccines",
  tags,
  response: withErrors({
    200: recordSchema({
      today: { type: 'array', items: appointmentSchema },
      whatsapp: { type: 'array', items: reminderSchema },
      failed: { type: 'array', items: reminderSchema },
      overdue: { type: 'array', items: overdueSchema },
      // What needs someone's action (the layout's badge): WhatsApp to send and failures.
      count: { type: 'integer' },
    }),
  }),
};

export const notificationCountSchema = {
  summary: 'How many notifications need an action (the badge of the layout)',
  tags,
  response: withErrors({ 200: recordSchema({ count: { type: 'integer' } }) }),
};

const reminderParams = idParams(['id'], REMINDER_NOT_FOUND_MSG);

const msgSchema = recordSchema({ msg: { type: 'string' } });

export const markSentSchema = {
  summary: 'Record that the front desk sent a reminder by WhatsApp',
  tags,
  params: reminderParams,
  response: withErrors({ 200: msgSchema }),
};
export const retrySchema = {
  summary: 'Send a failed e-mail reminder again',
  tags,
  params: reminderParams,
  response: withErrors({ 200: msgSchema }),
};

export type ReminderParams = FromSchema<typeof reminderParams>;
