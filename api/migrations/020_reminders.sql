-- Reminders (issue 27): the owner's e-mail before an appointment, and before a vaccine or deworming falls
-- due; for owners without e-mail, the reminder waits in Notificaciones for the front desk's WhatsApp.
-- docs/product/appointments.md has the rules, api/src/reminders/README.md the queue.

-- An owner who asked for no reminders gets none (the owner's form, «No enviar recordatorios»).
ALTER TABLE owners ADD COLUMN reminders_opt_out boolean NOT NULL DEFAULT false;

-- One row per reminder the clinic owes: made by the planner (a job on the queue, once a minute) when its
-- time comes near, sent by a job that holds the row while it mails, so a retry after a crash or a second
-- instance finds it sent. The unique keys make planning the same reminder twice impossible.
CREATE TABLE reminders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  clinic_id uuid NOT NULL REFERENCES clinics (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('appointment', 'preventive')),
  appointment_id uuid REFERENCES appointments (id) ON DELETE CASCADE,
  preventive_id uuid REFERENCES preventives (id) ON DELETE CASCADE,
  -- What it reminds of: the appointment's start, or the day the vaccine or deworming falls due (as an
  -- instant, the clinic's midnight). A moved appointment owes a new reminder; the old one is cancelled.
  reminds_of timestamptz NOT NULL,
  -- When it may go out (the lead time before reminds_of, as the clinic's schedule said when planned).
  send_at timestamptz NOT NULL,
  -- E-mail when the owner had an address when planned; else the front desk sends it by WhatsApp.
  channel text NOT NULL CHECK (channel IN ('email', 'whatsapp')),
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'sent', 'failed', 'cancelled')),
  attempts integer NOT NULL DEFAULT 0,
  -- Why the last attempt failed, in Spanish for Notificaciones (never a stack or a server's reply).
  last_error text NOT NULL DEFAULT '',
  sent_at timestamptz,
  -- Who sent it by WhatsApp (null for the queue's e-mail).
  sent_by uuid REFERENCES vets (id) ON DELETE SET NULL,
  -- When the owner answered through the reminder's link (a signed token naming this row, never stored):
  -- a link is used once.
  link_used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT reminders_target CHECK (
    (kind = 'appointment' AND appointment_id IS NOT NULL AND preventive_id IS NULL) OR
    (kind = 'preventive' AND preventive_id IS NOT NULL AND appointment_id IS NULL)),
  CONSTRAINT reminders_once_per_appointment UNIQUE (appointment_id, reminds_of),
  CONSTRAINT reminders_once_per_preventive UNIQUE (preventive_id, reminds_of)
);
-- What is due to go out (the dispatcher), and Notificaciones' lists per clinic.
CREATE INDEX reminders_due_idx ON reminders (send_at) WHERE status = 'pending';
CREATE INDEX reminders_clinic_idx ON reminders (clinic_id, status, send_at);
CREATE TRIGGER reminders_updated_at BEFORE UPDATE ON reminders
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- The planner's scan of appointments coming up (active ones only).
CREATE INDEX appointments_upcoming_idx ON appointments (starts_at)
  WHERE status IN ('scheduled', 'confirmed');
