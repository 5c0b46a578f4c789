-- Clinic teams (issue 25): the tenant becomes the clinic. Records belong to a clinic, people belong to
-- clinics through a membership with a role, and a session works inside one of its person's clinics.
-- docs/api.md#tenancy and docs/product/clinic.md describe the rules.

CREATE TABLE clinics (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  -- Registro de Información Fiscal, when the clinic has one.
  rif text NOT NULL DEFAULT '' CHECK (length(rif) <= 20),
  address text NOT NULL DEFAULT '' CHECK (length(address) <= 200),
  phone text NOT NULL DEFAULT '' CHECK (length(phone) <= 20),
  estado text NOT NULL DEFAULT '',
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TRIGGER clinics_updated_at BEFORE UPDATE ON clinics FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- A person may belong to several clinics (a vet who also works a few days at another one), with one
-- role in each. An inactive member keeps their name on the records they wrote but cannot sign in there.
CREATE TABLE clinic_members (
  clinic_id uuid NOT NULL REFERENCES clinics (id) ON DELETE CASCADE,
  vet_id uuid NOT NULL REFERENCES vets (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('admin', 'vet', 'assistant', 'groomer')),
  active boolean NOT NULL DEFAULT true,
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (clinic_id, vet_id)
);
CREATE INDEX clinic_members_vet_idx ON clinic_members (vet_id);
CREATE TRIGGER clinic_members_updated_at BEFORE UPDATE ON clinic_members
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- Every existing account becomes the administrator of its own clinic, holding every record it had.
-- The clinic takes the vet's id, so each record's tenant column already names it: the rename below
-- moves no row. Name, phone and estado come from the vet's profile; the administrator edits them.
INSERT INTO clinics (id, name, phone, estado, created_at, updated_at)
SELECT id, left('Clínica ' || name || ' ' || last_name, 120), whatsapp, estado, created_at, created_at
FROM vets;
INSERT INTO clinic_members (clinic_id, vet_id, role, created_at, updated_at)
SELECT id, id, 'admin', created_at, created_at FROM vets;

-- A session works inside one clinic (the switcher changes it). Existing sessions go on in the vet's own.
ALTER TABLE sessions ADD COLUMN clinic_id uuid REFERENCES clinics (id) ON DELETE CASCADE;
UPDATE sessions SET clinic_id = vet_id;
ALTER TABLE sessions ALTER COLUMN clinic_id SET NOT NULL;
CREATE INDEX sessions_clinic_idx ON sessions (clinic_id, vet_id);

-- Records: vet_id becomes clinic_id, and its foreign key points at clinics. The composite keys that
-- keep a pet on an owner of the same tenant (and exams and services on a pet of it) follow the rename.
ALTER TABLE owners RENAME COLUMN vet_id TO clinic_id;
ALTER TABLE owners DROP CONSTRAINT owners_vet_id_fkey;
ALTER TABLE owners ADD CONSTRAINT owners_clinic_id_fkey
  FOREIGN KEY (clinic_id) REFERENCES clinics (id) ON DELETE CASCADE;
ALTER TABLE owners RENAME CONSTRAINT owners_id_vet_key TO owners_id_clinic_key;
ALTER INDEX owners_vet_created_idx RENAME TO owners_clinic_created_idx;

ALTER TABLE patients RENAME COLUMN vet_id TO clinic_id;
ALTER TABLE patients DROP CONSTRAINT patients_vet_id_fkey;
ALTER TABLE patients ADD CONSTRAINT patients_clinic_id_fkey
  FOREIGN KEY (clinic_id) REFERENCES clinics (id) ON DELETE CASCADE;
ALTER TABLE patients RENAME CONSTRAINT patients_id_vet_key TO patients_id_clinic_key;
ALTER INDEX patients_vet_created_idx RENAME TO patients_clinic_created_idx;

ALTER TABLE lab_exams RENAME COLUMN vet_id TO clinic_id;
ALTER TABLE lab_exams DROP CONSTRAINT lab_exams_vet_id_fkey;
ALTER TABLE lab_exams ADD CONSTRAINT lab_exams_clinic_id_fkey
  FOREIGN KEY (clinic_id) REFERENCES clinics (id) ON DELETE CASCADE;

ALTER TABLE grooming_services RENAME COLUMN vet_id TO clinic_id;
ALTER TABLE grooming_services DROP CONSTRAINT grooming_services_vet_id_fkey;
ALTER TABLE grooming_services ADD CONSTRAINT grooming_services_clinic_id_fkey
  FOREIGN KEY (clinic_id) REFERENCES clinics (id) ON DELETE CASCADE;
ALTER INDEX grooming_services_vet_date_idx RENAME TO grooming_services_clinic_date_idx;

ALTER TABLE lab_reference_ranges RENAME COLUMN vet_id TO clinic_id;
ALTER TABLE lab_reference_ranges DROP CONSTRAINT lab_reference_ranges_vet_id_fkey;
ALTER TABLE lab_reference_ranges ADD CONSTRAINT lab_reference_ranges_clinic_id_fkey
  FOREIGN KEY (clinic_id) REFERENCES clinics (id) ON DELETE CASCADE;

ALTER TABLE lab_reference_range_versions RENAME COLUMN vet_id TO clinic_id;
ALTER TABLE lab_reference_range_versions DROP CONSTRAINT lab_reference_range_versions_vet_id_fkey;
ALTER TABLE lab_reference_range_versions ADD CONSTRAINT lab_reference_range_versions_clinic_id_fkey
  FOREIGN KEY (clinic_id) REFERENCES clinics (id) ON DELETE CASCADE;

-- Who wrote each record («Creado por … · Modificado por …»). A person's account is never deleted while
-- they have written records in a clinic; SET NULL only covers an account removed by the operator.
ALTER TABLE owners ADD COLUMN created_by uuid REFERENCES vets (id) ON DELETE SET NULL,
  ADD COLUMN updated_by uuid REFERENCES vets (id) ON DELETE SET NULL;
ALTER TABLE patients ADD COLUMN created_by uuid REFERENCES vets (id) ON DELETE SET NULL,
  ADD COLUMN updated_by uuid REFERENCES vets (id) ON DELETE SET NULL;
ALTER TABLE lab_exams ADD COLUMN created_by uuid REFERENCES vets (id) ON DELETE SET NULL,
  ADD COLUMN updated_by uuid REFERENCES vets (id) ON DELETE SET NULL;
ALTER TABLE grooming_services ADD COLUMN created_by uuid REFERENCES vets (id) ON DELETE SET NULL,
  ADD COLUMN updated_by uuid REFERENCES vets (id) ON DELETE SET NULL;
-- Until now the clinic's only member wrote everything. Triggers off: these stamps are not edits.
ALTER TABLE owners DISABLE TRIGGER USER;
UPDATE owners SET created_by = clinic_id, updated_by = clinic_id;
ALTER TABLE owners ENABLE TRIGGER USER;
ALTER TABLE patients DISABLE TRIGGER USER;
UPDATE patients SET created_by = clinic_id, updated_by = clinic_id;
ALTER TABLE patients ENABLE TRIGGER USER;
ALTER TABLE lab_exams DISABLE TRIGGER USER;
UPDATE lab_exams SET created_by = clinic_id, updated_by = clinic_id;
ALTER TABLE lab_exams ENABLE TRIGGER USER;
ALTER TABLE grooming_services DISABLE TRIGGER USER;
UPDATE grooming_services SET created_by = clinic_id, updated_by = clinic_id;
ALTER TABLE grooming_services ENABLE TRIGGER USER;

-- The search columns' triggers (007) named vet_id in their bodies: the same functions on clinic_id.
CREATE OR REPLACE FUNCTION patients_fill_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := patient_search_text(NEW.name, NEW.species, NEW.breed,
    (SELECT o.name FROM owners o WHERE o.id = NEW.owner_id AND o.clinic_id = NEW.clinic_id));
  RETURN NEW;
END
$$;

CREATE OR REPLACE FUNCTION owners_spread_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE patients SET search_text = patient_search_text(name, species, breed, NEW.name)
  WHERE owner_id = NEW.id AND clinic_id = NEW.clinic_id;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION grooming_fill_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := service_search_text(
    (SELECT p.name FROM patients p WHERE p.id = NEW.patient_id AND p.clinic_id = NEW.clinic_id),
    NEW.service, NEW.specifications);
  RETURN NEW;
END
$$;

CREATE OR REPLACE FUNCTION patients_spread_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE grooming_services SET search_text = service_search_text(NEW.name, service, specifications)
  WHERE clinic_id = NEW.clinic_id AND patient_id = NEW.id;
  RETURN NULL;
END
$$;
