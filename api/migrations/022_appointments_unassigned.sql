-- An appointment may have nobody assigned (issue 27; api/src/backup/README.md): a restore finds the file's
-- person by CMV among the restoring clinic's members, and an appointment whose person the clinic does not
-- have comes back «Sin asignar» rather than given to the restorer (whose own appointments it would then
-- overlap). A null person is outside the exclusion constraint (NULL = NULL is not true), so unassigned
-- appointments never refuse one another. The API still requires an active member on every create and
-- edit: an unassigned appointment is given a person by editing it.
ALTER TABLE appointments ALTER COLUMN vet_id DROP NOT NULL;
