-- Two sessions editing one record, or one form sent twice (issue 22, finding 6).

-- Optimistic concurrency: every edited record carries a version, 1 when created and one more on each
-- saved edit. An edit names the version its form started from and only applies while the record is
-- still at it (UPDATE … WHERE version = $n), so a stale form gets a 409 instead of silently undoing
-- what another session saved. Bookkeeping updates issued by triggers (search columns copied from a
-- parent) leave it alone: only the routes' own UPDATEs add one. A constant default makes each ALTER
-- instant, whatever the table's size; existing and restored rows start at 1.
ALTER TABLE owners ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE patients ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE lab_exams ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
ALTER TABLE grooming_services ADD COLUMN version integer NOT NULL DEFAULT 1 CHECK (version >= 1);
-- The vet's profile form; sign-in, confirmation and password changes do not count as profile edits.
ALTER TABLE vets ADD COLUMN profile_version integer NOT NULL DEFAULT 1 CHECK (profile_version >= 1);

-- A vet's reference ranges are one form over many rows: their version lives here, one row per vet that
-- has saved or reset them (no row: version 1, SPEC.md's table untouched).
CREATE TABLE lab_reference_range_versions (
  vet_id uuid PRIMARY KEY REFERENCES vets (id) ON DELETE CASCADE,
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1)
);

-- Idempotent creates: a create sent with an Idempotency-Key stores its answer here in the same
-- transaction as the record, so the same form sent again (a double click, a retry after a lost answer)
-- gets that answer back instead of a second record. The primary key is what a concurrent twin waits on.
-- status and body are only NULL inside the creating transaction, never once it has committed.
-- Rows older than 24 h are deleted by the hourly sweep (src/auth/maintenance.ts).
CREATE TABLE submission_keys (
  vet_id uuid NOT NULL REFERENCES vets (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (key ~ '^[A-Za-z0-9_-]{8,128}$'),
  -- Method and path of the request that used the key: the same key on another one is refused.
  request text NOT NULL,
  status smallint,
  body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (vet_id, key)
);
CREATE INDEX submission_keys_created_idx ON submission_keys (created_at);
