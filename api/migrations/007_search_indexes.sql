-- Server-side search and pages for the lists that grow (issue 9). Each searchable table keeps what its
-- search matches in one folded column (search_fold: no case, no accents), and a trigram index turns
-- "contains" searches (LIKE '%luna%') into index reads. Pages and filters already follow the
-- (vet_id, …) indexes of 003–006.

-- pg_trgm ships with PostgreSQL's contrib (the embedded server has it, so do Debian's packages and the
-- cloud services). Where it cannot be created, searches still work by reading the vet's rows, and the
-- NOTICE says why.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm no disponible (%): las búsquedas funcionarán sin índice de trigramas', SQLERRM;
END
$$;

-- Search columns copied from a parent row (a pet's owner name, a service's pet name) are refreshed by
-- triggers. That is bookkeeping, not an edit: an update issued from inside a trigger keeps updated_at.
CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at AND pg_trigger_depth() = 1 THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;

-- Pets: name, species (with the names the list screen also accepts: "perro" finds a Canino), breed
-- and the owner's name, like the /patients search box.
CREATE FUNCTION species_aliases(species text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN CASE species
  WHEN 'Canino' THEN 'canina perro perra dog canine'
  WHEN 'Felino' THEN 'felina gato gata cat feline'
  WHEN 'Ave' THEN 'pajaro bird'
  WHEN 'Conejo' THEN 'coneja rabbit bunny'
  ELSE ''
END;

CREATE FUNCTION patient_search_text(name text, species text, breed text, owner_name text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN search_fold(concat_ws(E'\n', name, species, species_aliases(species), breed, owner_name));

ALTER TABLE patients ADD COLUMN search_text text NOT NULL DEFAULT '';
ALTER TABLE patients DISABLE TRIGGER patients_updated_at;
UPDATE patients p SET search_text = patient_search_text(p.name, p.species, p.breed, o.name)
FROM owners o WHERE o.id = p.owner_id AND o.vet_id = p.vet_id;
ALTER TABLE patients ENABLE TRIGGER patients_updated_at;

CREATE FUNCTION patients_fill_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := patient_search_text(NEW.name, NEW.species, NEW.breed,
    (SELECT o.name FROM owners o WHERE o.id = NEW.owner_id AND o.vet_id = NEW.vet_id));
  RETURN NEW;
END
$$;
CREATE TRIGGER patients_search BEFORE INSERT OR UPDATE OF name, species, breed, owner_id ON patients
  FOR EACH ROW EXECUTE FUNCTION patients_fill_search();

CREATE FUNCTION owners_spread_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE patients SET search_text = patient_search_text(name, species, breed, NEW.name)
  WHERE owner_id = NEW.id AND vet_id = NEW.vet_id;
  RETURN NULL;
END
$$;
CREATE TRIGGER owners_search_spread AFTER UPDATE OF name ON owners
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION owners_spread_search();

-- Grooming: the pet's name, the service and its specifications, like the grooming list's search box.
CREATE FUNCTION service_search_text(patient_name text, service text, specifications text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN search_fold(concat_ws(E'\n', patient_name, service, specifications));

ALTER TABLE grooming_services ADD COLUMN search_text text NOT NULL DEFAULT '';
ALTER TABLE grooming_services DISABLE TRIGGER grooming_services_updated_at;
UPDATE grooming_services g SET search_text = service_search_text(p.name, g.service, g.specifications)
FROM patients p WHERE p.id = g.patient_id AND p.vet_id = g.vet_id;
ALTER TABLE grooming_services ENABLE TRIGGER grooming_services_updated_at;

CREATE FUNCTION grooming_fill_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := service_search_text(
    (SELECT p.name FROM patients p WHERE p.id = NEW.patient_id AND p.vet_id = NEW.vet_id),
    NEW.service, NEW.specifications);
  RETURN NEW;
END
$$;
CREATE TRIGGER grooming_services_search
  BEFORE INSERT OR UPDATE OF service, specifications, patient_id ON grooming_services
  FOR EACH ROW EXECUTE FUNCTION grooming_fill_search();

CREATE FUNCTION patients_spread_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE grooming_services SET search_text = service_search_text(NEW.name, service, specifications)
  WHERE vet_id = NEW.vet_id AND patient_id = NEW.id;
  RETURN NULL;
END
$$;
CREATE TRIGGER patients_search_spread AFTER UPDATE OF name ON patients
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION patients_spread_search();

-- Exams: the findings (hemotropico, observacion). A pet's exams are one range of
-- lab_exams_patient_date_idx, so this search needs no index of its own.
ALTER TABLE lab_exams ADD COLUMN search_text text
  GENERATED ALWAYS AS (search_fold(hemotropico || E'\n' || observacion)) STORED;

-- Trigram indexes for the vet-wide searches (owners, pets, grooming), when pg_trgm is there.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX owners_search_trgm_idx ON owners USING gin (search_text gin_trgm_ops);
    CREATE INDEX patients_search_trgm_idx ON patients USING gin (search_text gin_trgm_ops);
    CREATE INDEX grooming_services_search_trgm_idx ON grooming_services USING gin (search_text gin_trgm_ops);
  END IF;
END
$$;
