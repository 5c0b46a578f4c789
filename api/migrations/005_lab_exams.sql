-- Hematology exams, each hanging from a pet of the same vet (tenancy: every query filters by vet_id).
CREATE TABLE lab_exams (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  vet_id uuid NOT NULL REFERENCES vets (id) ON DELETE CASCADE,
  patient_id uuid NOT NULL,
  -- The day the sample was taken (a calendar date, like birth_date: no time zone to get wrong).
  date date NOT NULL CHECK (date >= DATE '1900-01-01'),
  -- numeric keeps what the vet typed (45.5, 12.3) without float noise; units as the vet works them.
  hematocrit numeric NOT NULL CHECK (hematocrit >= 0 AND hematocrit <= 100),
  white_blood_cells numeric NOT NULL CHECK (white_blood_cells >= 0),
  total_protein numeric NOT NULL CHECK (total_protein >= 0),
  platelets numeric NOT NULL CHECK (platelets >= 0),
  -- The manual differential: cells counted per type, out of at most 100 (so each is also a %).
  segmented_neutrophils smallint NOT NULL CHECK (segmented_neutrophils BETWEEN 0 AND 100),
  band_neutrophils smallint NOT NULL CHECK (band_neutrophils BETWEEN 0 AND 100),
  lymphocytes smallint NOT NULL CHECK (lymphocytes BETWEEN 0 AND 100),
  monocytes smallint NOT NULL CHECK (monocytes BETWEEN 0 AND 100),
  basophils smallint NOT NULL CHECK (basophils BETWEEN 0 AND 100),
  reticulocytes smallint NOT NULL CHECK (reticulocytes BETWEEN 0 AND 100),
  eosinophils smallint NOT NULL CHECK (eosinophils BETWEEN 0 AND 100),
  nrbc smallint NOT NULL CHECK (nrbc BETWEEN 0 AND 100),
  total_cells smallint NOT NULL CHECK (total_cells BETWEEN 0 AND 100),
  hemotropico text NOT NULL DEFAULT '' CHECK (length(hemotropico) <= 2000),
  observacion text NOT NULL DEFAULT '' CHECK (length(observacion) <= 2000),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT lab_exams_total_cells_sum CHECK (
    total_cells = segmented_neutrophils + band_neutrophils + lymphocytes + monocytes
      + basophils + reticulocytes + eosinophils + nrbc
  ),
  -- The pet must belong to the same vet; deleting the pet (or its owner) takes its exams.
  CONSTRAINT lab_exams_patient_fkey FOREIGN KEY (patient_id, vet_id)
    REFERENCES patients (id, vet_id) ON DELETE CASCADE
);
-- A pet's history, newest first, is one range scan; it also serves the delete cascade.
CREATE INDEX lab_exams_patient_date_idx
  ON lab_exams (vet_id, patient_id, date DESC, created_at DESC, id DESC);
CREATE TRIGGER lab_exams_updated_at BEFORE UPDATE ON lab_exams FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- A vet's own reference ranges for the on-screen highlighting (intervals differ between labs and
-- analyzers). One row per species and parameter; a vet without rows uses SPEC.md's table.
CREATE TABLE lab_reference_ranges (
  vet_id uuid NOT NULL REFERENCES vets (id) ON DELETE CASCADE,
  species text NOT NULL CHECK (species IN ('perro', 'gato')),
  parameter text NOT NULL CHECK (parameter IN (
    'hematocrit', 'whiteBloodCells', 'totalProtein', 'platelets', 'segmentedNeutrophils',
    'bandNeutrophils', 'lymphocytes', 'monocytes', 'eosinophils', 'basophils', 'nrbc', 'reticulocytes'
  )),
  min_value numeric NOT NULL CHECK (min_value >= 0),
  max_value numeric NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vet_id, species, parameter),
  CONSTRAINT lab_reference_ranges_order CHECK (min_value <= max_value)
);
CREATE TRIGGER lab_reference_ranges_updated_at BEFORE UPDATE ON lab_reference_ranges
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();
