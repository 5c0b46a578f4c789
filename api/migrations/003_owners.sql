-- Folds text for case- and accent-insensitive search: "José  PÉREZ" → "jose perez".
-- translate() instead of the unaccent extension, which a plain PostgreSQL may not have; the accented
-- capitals are listed too because lower() only folds ASCII under the C locale. Other tables' searches
-- (patients, grooming) may reuse it.
CREATE FUNCTION search_fold(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN lower(regexp_replace(
  translate(
    value,
    'ÁÀÂÃÄÅáàâãäåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÑñÇçÝýÿ',
    'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyy'
  ),
  '\s+', ' ', 'g'
));

-- Pet owners, each belonging to the vet who registered them (tenancy: every query filters by vet_id).
CREATE TABLE owners (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  vet_id uuid NOT NULL REFERENCES vets (id) ON DELETE CASCADE,
  name text NOT NULL,
  contact text NOT NULL,
  email text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  -- What the list search matches: folded name, the contact as stored and its digits alone
  -- ("+1-8095551234" is also found by "8095551234"). Newlines keep a query from spanning two parts.
  search_text text GENERATED ALWAYS AS (
    search_fold(name) || E'\n' || contact || E'\n' || translate(contact, '+-', '')
  ) STORED,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Lets child tables reference (owner, vet) together, so a pet can never hang from another vet's owner.
  CONSTRAINT owners_id_vet_key UNIQUE (id, vet_id)
);
-- The list (newest first, id breaking ties so pages never overlap) is one range scan of this index;
-- a search filters the same vet's rows (a few thousand at most), so no trigram extension is needed.
CREATE INDEX owners_vet_created_idx ON owners (vet_id, created_at DESC, id DESC);
CREATE TRIGGER owners_updated_at BEFORE UPDATE ON owners FOR EACH ROW EXECUTE FUNCTION set_updated_at();
