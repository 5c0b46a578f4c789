-- Vaccines and deworming, and the pet's alerts (issue 26; docs/product/clinical.md, api/src/clinical/README.md).

-- One «aplicación preventiva» per row: a vaccine or a deworming given to a pet of the clinic, the day it
-- was applied, the day the next one is due and who applied it. The due status (al día / próxima /
-- vencida) is computed when read, from next_due and the clinic's day (api/src/preventives/due-status.ts).
CREATE TABLE preventives (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  clinic_id uuid NOT NULL REFERENCES clinics (id) ON DELETE CASCADE,
  patient_id uuid NOT NULL,
  kind text NOT NULL CHECK (kind IN ('vaccine', 'deworming')),
  product text NOT NULL CHECK (length(product) BETWEEN 1 AND 120),
  lot text NOT NULL DEFAULT '' CHECK (length(lot) <= 60),
  -- Calendar days (like exam dates): no time zone to get wrong.
  applied_on date NOT NULL CHECK (applied_on >= DATE '1900-01-01'),
  next_due date,
  -- A member of the clinic when recorded (checked by the API); accounts are never deleted while they
  -- have records, so no ON DELETE.
  applied_by uuid NOT NULL REFERENCES vets (id),
  notes text NOT NULL DEFAULT '' CHECK (length(notes) <= 1000),
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid REFERENCES vets (id) ON DELETE SET NULL,
  updated_by uuid REFERENCES vets (id) ON DELETE SET NULL,
  CONSTRAINT preventives_next_due_after_applied CHECK (next_due >= applied_on),
  -- The pet must belong to the same clinic; deleting the pet (or its owner) takes its applications.
  CONSTRAINT preventives_patient_fkey FOREIGN KEY (patient_id, clinic_id)
    REFERENCES patients (id, clinic_id) ON DELETE CASCADE
);
-- A pet's applications, newest applied first (its list, its due status, its history), one range scan;
-- it also serves the delete cascade.
CREATE INDEX preventives_patient_idx
  ON preventives (clinic_id, patient_id, applied_on DESC, created_at DESC, id DESC);
-- What falls due in a period across the clinic (reminders, a dashboard), one range scan.
CREATE INDEX preventives_due_idx ON preventives (clinic_id, next_due) WHERE next_due IS NOT NULL;
CREATE INDEX preventives_applied_by_idx ON preventives (applied_by);
CREATE TRIGGER preventives_updated_at BEFORE UPDATE ON preventives
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- Logged and stamped like every record (migration 012): named by its product; a pet's deletion is one
-- entry, its applications going with it.
CREATE TRIGGER preventives_authors BEFORE INSERT OR UPDATE ON preventives
  FOR EACH ROW EXECUTE FUNCTION audit_stamp_authors();
CREATE TRIGGER preventives_audit AFTER INSERT OR UPDATE OR DELETE ON preventives
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('preventive', 'product', 'patients', 'patient_id');

-- The pet's alerts: what anyone handling the animal must know, shown on every screen of the pet. Plain
-- texts; a constant default adds them without rewriting the table (the checks read it once).
ALTER TABLE patients
  ADD COLUMN allergies text NOT NULL DEFAULT '' CHECK (length(allergies) <= 500),
  ADD COLUMN chronic_conditions text NOT NULL DEFAULT '' CHECK (length(chronic_conditions) <= 500);
