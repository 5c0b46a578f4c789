-- Pet owners, each belonging to the vet who registered them (tenancy: every query filters by vet_id).
CREATE TABLE owners (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  vet_id uuid NOT NULL REFERENCES vets (id) ON DELETE CASCADE,
  name text NOT NULL,
  contact text NOT NULL,
  email text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Lets child tables reference (owner, vet) together, so a pet can never hang from another vet's owner.
  CONSTRAINT owners_id_vet_key UNIQUE (id, vet_id)
);
CREATE INDEX owners_vet_created_idx ON owners (vet_id, created_at DESC);
CREATE TRIGGER owners_updated_at BEFORE UPDATE ON owners FOR EACH ROW EXECUTE FUNCTION set_updated_at();
