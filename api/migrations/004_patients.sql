-- Pet photos, content-addressed: one row and one file DATA_DIR/photos/<hash>.webp per distinct
-- re-encoded image, shared by every pet that shows it. The row is the lock that writers and the
-- cleanup take before touching the file (see src/patients/photo-refs.ts), so a file is never removed
-- while a transaction is about to reference it.
CREATE TABLE photos (
  hash text PRIMARY KEY CHECK (hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Pets, each hanging from an owner of the same vet (tenancy: every query filters by vet_id).
CREATE TABLE patients (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  vet_id uuid NOT NULL REFERENCES vets (id) ON DELETE CASCADE,
  owner_id uuid NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  birth_date date NOT NULL CHECK (birth_date >= DATE '1900-01-01'),
  species text NOT NULL
    CHECK (species IN ('Canino', 'Felino', 'Conejo', 'Ave', 'Reptil', 'Roedor', 'Hurón', 'Otro')),
  breed text NOT NULL DEFAULT '',
  sex text NOT NULL CHECK (sex IN ('Macho', 'Hembra')),
  -- kg; numeric keeps what the vet typed (0.1 steps) without float noise.
  weight numeric CHECK (weight >= 0 AND weight <= 2000),
  main_vet text NOT NULL,
  referring_vet text NOT NULL DEFAULT '',
  photo_hash text REFERENCES photos (hash),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- The owner must belong to the same vet: a pet can never hang from another vet's owner.
  CONSTRAINT patients_owner_fkey FOREIGN KEY (owner_id, vet_id)
    REFERENCES owners (id, vet_id) ON DELETE CASCADE,
  -- Lets exams and grooming reference (patient, vet) together, as patients do with owners.
  CONSTRAINT patients_id_vet_key UNIQUE (id, vet_id)
);
-- The list (newest first) is one range scan; the owner index also serves the delete cascade.
CREATE INDEX patients_vet_created_idx ON patients (vet_id, created_at DESC, id DESC);
CREATE INDEX patients_owner_idx ON patients (owner_id, vet_id, created_at DESC);
CREATE INDEX patients_photo_idx ON patients (photo_hash, vet_id) WHERE photo_hash IS NOT NULL;
CREATE TRIGGER patients_updated_at BEFORE UPDATE ON patients FOR EACH ROW EXECUTE FUNCTION set_updated_at();
