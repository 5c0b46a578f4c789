-- The clinical record's consultations (issue 26): a visit of a pet, its vital signs, diagnoses, treatment
-- and prescriptions, with dated addenda once it is locked; and each clinic's normal ranges of the vital
-- signs. docs/product/clinical.md has the rules, api/src/clinical/README.md the calls.

-- A prescription list as the API writes it (at most 20, each with exactly these fields): the last line of
-- defence for a restored file or a future route, since the API validates each field with its message.
CREATE FUNCTION prescriptions_valid(list jsonb) RETURNS boolean
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  item jsonb;
BEGIN
  IF jsonb_typeof(list) <> 'array' OR jsonb_array_length(list) > 20 THEN RETURN false; END IF;
  FOR item IN SELECT value FROM jsonb_array_elements(list) LOOP
    IF jsonb_typeof(item) <> 'object'
      OR (SELECT array_agg(k ORDER BY k) FROM jsonb_object_keys(item) AS k)
         <> ARRAY['dose', 'drug', 'durationDays', 'frequency', 'route', 'unit']
      OR jsonb_typeof(item -> 'drug') <> 'string'
      OR length(item ->> 'drug') NOT BETWEEN 1 AND 200
      OR jsonb_typeof(item -> 'dose') <> 'number'
      OR (item ->> 'dose')::numeric <= 0 OR (item ->> 'dose')::numeric > 100000
      OR (item ->> 'unit') NOT IN ('mg', 'mg/kg', 'ml', 'ml/kg', 'UI', 'comprimido', 'gota', 'aplicación')
      OR (item ->> 'route') NOT IN ('Oral', 'Subcutánea', 'Intramuscular', 'Intravenosa', 'Tópica',
                                    'Oftálmica', 'Ótica', 'Inhalada')
      OR jsonb_typeof(item -> 'frequency') <> 'string'
      OR length(item ->> 'frequency') NOT BETWEEN 1 AND 100
      OR (jsonb_typeof(item -> 'durationDays') <> 'null'
          AND (jsonb_typeof(item -> 'durationDays') <> 'number'
               OR (item ->> 'durationDays') !~ '^[0-9]+$'
               OR (item ->> 'durationDays')::int NOT BETWEEN 1 AND 365))
    THEN
      RETURN false;
    END IF;
  END LOOP;
  RETURN true;
END
$$;

CREATE TABLE consultations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  clinic_id uuid NOT NULL REFERENCES clinics (id) ON DELETE CASCADE,
  patient_id uuid NOT NULL,
  -- The moment of the visit (an instant, as grooming's); the screens show it in the browser's zone.
  date timestamptz NOT NULL CHECK (date >= TIMESTAMPTZ '2000-01-01 00:00:00+00'),
  -- The attending vet (the API checks an active admin or vet of the clinic). SET NULL only covers an
  -- account removed by the operator, as created_by does.
  vet_id uuid REFERENCES vets (id) ON DELETE SET NULL,
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 300),
  anamnesis text NOT NULL DEFAULT '' CHECK (length(anamnesis) <= 4000),
  -- The physical exam: each NULL when not taken; numeric keeps what the vet typed.
  weight_kg numeric CHECK (weight_kg > 0 AND weight_kg <= 200 AND weight_kg = round(weight_kg, 2)),
  temperature_c numeric
    CHECK (temperature_c BETWEEN 25 AND 45 AND temperature_c = round(temperature_c, 1)),
  heart_rate smallint CHECK (heart_rate BETWEEN 1 AND 400),
  respiratory_rate smallint CHECK (respiratory_rate BETWEEN 1 AND 200),
  mucous_membranes text NOT NULL DEFAULT ''
    CHECK (mucous_membranes IN ('', 'Rosadas', 'Pálidas', 'Ictéricas', 'Cianóticas', 'Congestivas')),
  capillary_refill_s numeric
    CHECK (capillary_refill_s BETWEEN 0 AND 10 AND capillary_refill_s = round(capillary_refill_s, 1)),
  dehydration_pct numeric
    CHECK (dehydration_pct BETWEEN 0 AND 20 AND dehydration_pct = round(dehydration_pct, 1)),
  body_condition smallint CHECK (body_condition BETWEEN 1 AND 9),
  findings text NOT NULL DEFAULT '' CHECK (length(findings) <= 4000),
  presumptive_diagnosis text NOT NULL DEFAULT '' CHECK (length(presumptive_diagnosis) <= 1000),
  definitive_diagnosis text NOT NULL DEFAULT '' CHECK (length(definitive_diagnosis) <= 1000),
  treatment text NOT NULL DEFAULT '' CHECK (length(treatment) <= 4000),
  -- [{ drug, dose, unit, route, frequency, durationDays }]: part of the consultation (its activity entry
  -- shows a changed prescription as a change of the consultation, a backup carries them with it).
  prescriptions jsonb NOT NULL DEFAULT '[]' CHECK (prescriptions_valid(prescriptions)),
  -- A calendar day, not before the visit's day in the clinic's zone.
  next_check date CHECK (next_check >= (date AT TIME ZONE 'America/Caracas')::date),
  -- Pet name, owner name, motivo and diagnoses, folded (as 007's search columns), for /consultations.
  search_text text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid REFERENCES vets (id) ON DELETE SET NULL,
  updated_by uuid REFERENCES vets (id) ON DELETE SET NULL,
  -- The pet must belong to the same clinic; deleting the pet (or its owner) takes its consultations.
  CONSTRAINT consultations_patient_fkey FOREIGN KEY (patient_id, clinic_id)
    REFERENCES patients (id, clinic_id) ON DELETE CASCADE,
  -- Lets addenda reference (consultation, clinic) together.
  CONSTRAINT consultations_id_clinic_key UNIQUE (id, clinic_id)
);
-- A pet's consultations (and its weight curve), newest first, are one range scan; it also serves the
-- cascade from patients.
CREATE INDEX consultations_patient_date_idx
  ON consultations (clinic_id, patient_id, date DESC, created_at DESC, id DESC);
-- The clinic's recent consultations (/consultations) and «Consultas hoy».
CREATE INDEX consultations_clinic_date_idx ON consultations (clinic_id, date DESC, created_at DESC, id DESC);
CREATE TRIGGER consultations_updated_at BEFORE UPDATE ON consultations
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- Signed notes added to a consultation, at any time (locked or not); never edited.
CREATE TABLE consultation_addenda (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  clinic_id uuid NOT NULL REFERENCES clinics (id) ON DELETE CASCADE,
  consultation_id uuid NOT NULL,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 4000),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by uuid REFERENCES vets (id) ON DELETE SET NULL,
  CONSTRAINT consultation_addenda_consultation_fkey FOREIGN KEY (consultation_id, clinic_id)
    REFERENCES consultations (id, clinic_id) ON DELETE CASCADE
);
CREATE INDEX consultation_addenda_consultation_idx
  ON consultation_addenda (clinic_id, consultation_id, created_at, id);

CREATE FUNCTION consultation_addenda_unchanged() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'Una nota de seguimiento no se modifica' USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER consultation_addenda_unchanged BEFORE UPDATE ON consultation_addenda
  FOR EACH ROW EXECUTE FUNCTION consultation_addenda_unchanged();

-- A clinic's own normal ranges of the vital signs (as lab_reference_ranges): one row per species and
-- parameter; a clinic without rows uses the cited defaults (api/src/clinical/vital-ranges.ts).
CREATE TABLE vital_reference_ranges (
  clinic_id uuid NOT NULL REFERENCES clinics (id) ON DELETE CASCADE,
  species text NOT NULL
    CHECK (species IN ('Canino', 'Felino', 'Conejo', 'Ave', 'Reptil', 'Roedor', 'Hurón', 'Otro')),
  parameter text NOT NULL
    CHECK (parameter IN ('temperatureC', 'heartRate', 'respiratoryRate', 'capillaryRefillS')),
  min_value numeric NOT NULL CHECK (min_value >= 0),
  max_value numeric NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (clinic_id, species, parameter),
  CONSTRAINT vital_reference_ranges_order CHECK (min_value <= max_value)
);
CREATE TRIGGER vital_reference_ranges_updated_at BEFORE UPDATE ON vital_reference_ranges
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- The ranges' form version (as lab_reference_range_versions): no row is version 1.
CREATE TABLE vital_reference_range_versions (
  clinic_id uuid PRIMARY KEY REFERENCES clinics (id) ON DELETE CASCADE,
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1)
);

-- Search: the pet's and its owner's names are copied in, refreshed when they change (as 007 does).
CREATE FUNCTION consultation_search_text(
  pet_name text, owner_name text, reason text, presumptive text, definitive text
) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN search_fold(concat_ws(E'\n', pet_name, owner_name, reason, presumptive, definitive));

CREATE FUNCTION consultations_fill_search() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  pet_name text;
  owner_name text;
BEGIN
  SELECT p.name, o.name INTO pet_name, owner_name
  FROM patients p JOIN owners o ON o.id = p.owner_id AND o.clinic_id = p.clinic_id
  WHERE p.id = NEW.patient_id AND p.clinic_id = NEW.clinic_id;
  NEW.search_text := consultation_search_text(pet_name, owner_name, NEW.reason,
    NEW.presumptive_diagnosis, NEW.definitive_diagnosis);
  RETURN NEW;
END
$$;
CREATE TRIGGER consultations_search
  BEFORE INSERT OR UPDATE OF reason, presumptive_diagnosis, definitive_diagnosis, patient_id ON consultations
  FOR EACH ROW EXECUTE FUNCTION consultations_fill_search();

CREATE FUNCTION consultations_spread_pet_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE consultations c SET search_text = consultation_search_text(NEW.name, o.name, c.reason,
    c.presumptive_diagnosis, c.definitive_diagnosis)
  FROM owners o
  WHERE c.clinic_id = NEW.clinic_id AND c.patient_id = NEW.id
    AND o.id = NEW.owner_id AND o.clinic_id = NEW.clinic_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER patients_consultations_search_spread AFTER UPDATE OF name, owner_id ON patients
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.owner_id IS DISTINCT FROM NEW.owner_id)
  EXECUTE FUNCTION consultations_spread_pet_search();

CREATE FUNCTION consultations_spread_owner_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE consultations c SET search_text = consultation_search_text(p.name, NEW.name, c.reason,
    c.presumptive_diagnosis, c.definitive_diagnosis)
  FROM patients p
  WHERE p.owner_id = NEW.id AND p.clinic_id = NEW.clinic_id
    AND c.clinic_id = p.clinic_id AND c.patient_id = p.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER owners_consultations_search_spread AFTER UPDATE OF name ON owners
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION consultations_spread_owner_search();

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX consultations_search_trgm_idx ON consultations USING gin (search_text gin_trgm_ops);
  END IF;
END
$$;

-- The activity log (012) learns the new kinds; 'preventive' is migration 015's vaccines and deworming.
ALTER TABLE audit_entries DROP CONSTRAINT audit_entries_record_kind_check;
ALTER TABLE audit_entries ADD CONSTRAINT audit_entries_record_kind_check CHECK (record_kind IN (
  'owner', 'pet', 'lab_exam', 'grooming_service', 'reference_ranges', 'clinic', 'member',
  'invitation', 'session', 'backup',
  'consultation', 'consultation_addendum', 'vital_ranges', 'preventive'
));

-- An addendum has no updated_by (it is never edited): only its author is stamped.
CREATE FUNCTION audit_stamp_creator() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := coalesce(audit_actor(), nullif(current_setting('vet.author', true), '')::uuid);
BEGIN
  IF actor IS NOT NULL AND pg_trigger_depth() <= 1 THEN NEW.created_by := actor; END IF;
  RETURN NEW;
END
$$;

-- A deleted consultation stays in the activity log with what it held (docs/product/clinical.md): its
-- entry's changes are every field it had, from its value to nothing. Arguments as audit_record_change's.
CREATE FUNCTION audit_record_removal() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := audit_actor();
  row_old jsonb := to_jsonb(OLD);
  held jsonb;
  parent_gone boolean;
BEGIN
  IF actor IS NULL OR pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  IF TG_NARGS > 2 THEN
    EXECUTE format('SELECT NOT EXISTS (SELECT 1 FROM %I WHERE id = $1)', TG_ARGV[2])
      INTO parent_gone USING (row_old ->> TG_ARGV[3])::uuid;
    IF parent_gone THEN RETURN NULL; END IF;
  END IF;
  SELECT coalesce(jsonb_object_agg(o.key, jsonb_build_object('from', o.value, 'to', NULL)), '{}')
    INTO held
    FROM jsonb_each(row_old) o
   WHERE o.value NOT IN ('null'::jsonb, '""'::jsonb, '[]'::jsonb)
     AND o.key NOT IN ('id', 'clinic_id', 'created_at', 'updated_at', 'version', 'search_text',
                       'updated_by', 'created_by');
  INSERT INTO audit_entries (clinic_id, actor_id, action, record_kind, record_id, summary, changes)
  VALUES ((row_old ->> 'clinic_id')::uuid, actor, 'delete', TG_ARGV[0], row_old ->> 'id',
    coalesce(row_old ->> TG_ARGV[1], ''), held);
  RETURN NULL;
END
$$;

CREATE TRIGGER consultations_authors BEFORE INSERT OR UPDATE ON consultations
  FOR EACH ROW EXECUTE FUNCTION audit_stamp_authors();
CREATE TRIGGER consultations_audit AFTER INSERT OR UPDATE ON consultations
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('consultation', 'reason', 'patients', 'patient_id');
CREATE TRIGGER consultations_audit_delete AFTER DELETE ON consultations
  FOR EACH ROW EXECUTE FUNCTION audit_record_removal('consultation', 'reason', 'patients', 'patient_id');
CREATE TRIGGER consultation_addenda_authors BEFORE INSERT ON consultation_addenda
  FOR EACH ROW EXECUTE FUNCTION audit_stamp_creator();
CREATE TRIGGER consultation_addenda_audit AFTER INSERT OR DELETE ON consultation_addenda
  FOR EACH ROW EXECUTE FUNCTION audit_record_change(
    'consultation_addendum', 'text', 'consultations', 'consultation_id');
