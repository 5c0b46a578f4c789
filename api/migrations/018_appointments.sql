-- Citas (issue 27): each clinic's agenda settings, its appointments and every change of their status.
-- docs/product/appointments.md has the rules, api/src/appointments/README.md the calls.

-- Two appointments of one person may not overlap: an exclusion constraint on (clinic, person, time range)
-- needs btree_gist for the uuid equality (trusted since PostgreSQL 13: the database's owner may add it).
CREATE EXTENSION IF NOT EXISTS btree_gist;

-- One row per clinic, made with the clinic: its time zone (every day and hour of the product is counted
-- in it, whatever the server's or the browser's), its opening hours, the agenda's slot length and when
-- reminders go out. Apart from clinics so that editing the hours never conflicts with the clinic's form.
CREATE TABLE clinic_schedules (
  clinic_id uuid PRIMARY KEY REFERENCES clinics (id) ON DELETE CASCADE,
  -- An IANA zone the API checked (Intl and pg_timezone_names both know it).
  time_zone text NOT NULL DEFAULT 'America/Caracas' CHECK (length(time_zone) BETWEEN 1 AND 64),
  slot_minutes smallint NOT NULL DEFAULT 30 CHECK (slot_minutes IN (10, 15, 20, 30, 45, 60)),
  -- Seven entries, Monday first: null when closed, else {"open": "08:00", "close": "18:00"}.
  opening_hours jsonb NOT NULL DEFAULT '[
    {"open": "08:00", "close": "18:00"}, {"open": "08:00", "close": "18:00"},
    {"open": "08:00", "close": "18:00"}, {"open": "08:00", "close": "18:00"},
    {"open": "08:00", "close": "18:00"}, {"open": "08:00", "close": "12:00"}, null
  ]' CHECK (jsonb_typeof(opening_hours) = 'array' AND jsonb_array_length(opening_hours) = 7),
  -- The owner's e-mail this many hours before the appointment.
  appointment_reminder_hours smallint NOT NULL DEFAULT 24 CHECK (appointment_reminder_hours BETWEEN 1 AND 168),
  -- Vaccine and deworming reminders this many days before the due day.
  preventive_reminder_days smallint NOT NULL DEFAULT 7 CHECK (preventive_reminder_days BETWEEN 1 AND 60),
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by uuid REFERENCES vets (id) ON DELETE SET NULL
);
CREATE TRIGGER clinic_schedules_updated_at BEFORE UPDATE ON clinic_schedules
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

INSERT INTO clinic_schedules (clinic_id) SELECT id FROM clinics;

CREATE FUNCTION clinics_add_schedule() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO clinic_schedules (clinic_id) VALUES (NEW.id);
  RETURN NULL;
END
$$;
CREATE TRIGGER clinics_add_schedule AFTER INSERT ON clinics
  FOR EACH ROW EXECUTE FUNCTION clinics_add_schedule();

CREATE TABLE appointments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  clinic_id uuid NOT NULL REFERENCES clinics (id) ON DELETE CASCADE,
  patient_id uuid NOT NULL,
  -- Who attends it: an active member when booked (checked by the API). Accounts are never deleted while
  -- they have records (as preventives.applied_by).
  vet_id uuid NOT NULL REFERENCES vets (id),
  kind text NOT NULL CHECK (kind IN ('consultation', 'vaccination', 'checkup', 'surgery', 'grooming', 'other')),
  -- Instants; the API reads and writes them as the clinic's wall-clock time (clinic_schedules.time_zone).
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'scheduled'
    CHECK (status IN ('scheduled', 'confirmed', 'in_room', 'attended', 'no_show', 'cancelled')),
  notes text NOT NULL DEFAULT '' CHECK (length(notes) <= 1000),
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid REFERENCES vets (id) ON DELETE SET NULL,
  updated_by uuid REFERENCES vets (id) ON DELETE SET NULL,
  CONSTRAINT appointments_duration CHECK (
    ends_at > starts_at AND ends_at - starts_at <= interval '8 hours'),
  -- The pet must belong to the same clinic; deleting the pet (or its owner) takes its appointments.
  CONSTRAINT appointments_patient_fkey FOREIGN KEY (patient_id, clinic_id)
    REFERENCES patients (id, clinic_id) ON DELETE CASCADE,
  -- Nobody is booked twice at once, whichever instance writes: a cancelled or missed appointment frees
  -- its time. The API turns a violation (23P01) into a Spanish 409 naming the other appointment.
  CONSTRAINT appointments_no_overlap EXCLUDE USING gist (
    clinic_id WITH =, vet_id WITH =, tstzrange(starts_at, ends_at) WITH &&
  ) WHERE (status NOT IN ('cancelled', 'no_show'))
);
-- The agenda of a period (day, week), one range scan; a pet's appointments.
CREATE INDEX appointments_clinic_starts_idx ON appointments (clinic_id, starts_at, id);
CREATE INDEX appointments_patient_idx ON appointments (clinic_id, patient_id, starts_at DESC);
CREATE INDEX appointments_vet_idx ON appointments (vet_id);
CREATE TRIGGER appointments_updated_at BEFORE UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
CREATE TRIGGER appointments_authors BEFORE INSERT OR UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION audit_stamp_authors();
CREATE TRIGGER appointments_audit AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('appointment', 'starts_at', 'patients', 'patient_id');

-- Every status an appointment went through, who set it (a member, or the owner through the mailed link:
-- changed_by null) and when. The first row is its booking.
CREATE TABLE appointment_status_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  clinic_id uuid NOT NULL,
  appointment_id uuid NOT NULL,
  status text NOT NULL
    CHECK (status IN ('scheduled', 'confirmed', 'in_room', 'attended', 'no_show', 'cancelled')),
  changed_by uuid REFERENCES vets (id) ON DELETE SET NULL,
  by_owner boolean NOT NULL DEFAULT false,
  changed_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT appointment_status_changes_appointment_fkey FOREIGN KEY (appointment_id)
    REFERENCES appointments (id) ON DELETE CASCADE
);
CREATE INDEX appointment_status_changes_idx
  ON appointment_status_changes (appointment_id, changed_at, id);

-- The activity log learns the new kinds.
ALTER TABLE audit_entries DROP CONSTRAINT audit_entries_record_kind_check;
ALTER TABLE audit_entries ADD CONSTRAINT audit_entries_record_kind_check CHECK (record_kind IN (
  'owner', 'pet', 'lab_exam', 'grooming_service', 'reference_ranges', 'clinic', 'member',
  'invitation', 'session', 'backup',
  'consultation', 'consultation_addendum', 'vital_ranges', 'preventive',
  'appointment', 'schedule'
));
