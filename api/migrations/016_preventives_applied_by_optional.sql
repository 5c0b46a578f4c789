-- Who applied a vaccine or deworming may be nobody on record (issue 26; api/src/backup/README.md): a
-- restore finds them by CMV among the restoring clinic's members and leaves the field empty when the
-- clinic does not have them (never the person restoring), as a consultation's attending vet
-- (migration 014). SET NULL, like consultations.vet_id, covers an account removed by the operator.
-- The API still requires an active member of the clinic on every create and edit.
ALTER TABLE preventives ALTER COLUMN applied_by DROP NOT NULL;
ALTER TABLE preventives DROP CONSTRAINT preventives_applied_by_fkey;
ALTER TABLE preventives ADD CONSTRAINT preventives_applied_by_fkey
  FOREIGN KEY (applied_by) REFERENCES vets (id) ON DELETE SET NULL;
