-- The clinic's activity (issue 25, point 5): who did what, when, to which record, and for an edit which
-- fields changed from what to what. Append-only: no route edits or deletes it, and the database refuses
-- to (only removing the whole clinic takes its entries along).

CREATE TABLE audit_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  clinic_id uuid NOT NULL REFERENCES clinics (id) ON DELETE CASCADE,
  -- The person (no foreign key: the entry outlives any change to accounts).
  actor_id uuid,
  action text NOT NULL CHECK (action IN (
    'create', 'update', 'delete', 'restore', 'export', 'login', 'login_failed',
    'invite', 'invitation_cancelled', 'join', 'role_change', 'deactivate', 'activate'
  )),
  record_kind text NOT NULL CHECK (record_kind IN (
    'owner', 'pet', 'lab_exam', 'grooming_service', 'reference_ranges', 'clinic', 'member',
    'invitation', 'session', 'backup'
  )),
  record_id text,
  -- A few words naming the record as it was (an owner's or pet's name, a service and its date…).
  summary text NOT NULL DEFAULT '',
  -- An edit's changed fields: { "<column>": { "from": …, "to": … } }; a restore's counts.
  changes jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_entries_clinic_idx ON audit_entries (clinic_id, created_at DESC, id DESC);
CREATE INDEX audit_entries_actor_idx ON audit_entries (clinic_id, actor_id, created_at DESC);
CREATE INDEX audit_entries_record_idx ON audit_entries (clinic_id, record_id);

CREATE FUNCTION audit_entries_append_only() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM clinics WHERE id = OLD.clinic_id) THEN
    RETURN OLD; -- the clinic itself is being removed
  END IF;
  RAISE EXCEPTION 'El registro de actividad no se modifica ni se borra' USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER audit_entries_append_only BEFORE UPDATE OR DELETE ON audit_entries
  FOR EACH ROW EXECUTE FUNCTION audit_entries_append_only();

-- The person a write is made for, set by the API for the transaction (set_config('vet.actor', …, true),
-- api/src/audit/actor.ts). NULL outside a request: migrations, the seed, a restore's rows (which are
-- logged as one «restore» entry instead), and the search columns' own bookkeeping.
CREATE FUNCTION audit_actor() RETURNS uuid
LANGUAGE sql STABLE
RETURN nullif(current_setting('vet.actor', true), '')::uuid;

-- Stamps who created and who last changed a record, as the trigger below logs it. A restore's rows
-- are not logged one by one but are still stamped, with the person restoring them ('vet.author').
CREATE FUNCTION audit_stamp_authors() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := coalesce(audit_actor(), nullif(current_setting('vet.author', true), '')::uuid);
BEGIN
  IF actor IS NULL OR pg_trigger_depth() > 1 THEN RETURN NEW; END IF;
  IF TG_OP = 'INSERT' THEN NEW.created_by := actor; END IF;
  NEW.updated_by := actor;
  RETURN NEW;
END
$$;

-- One entry per row a request creates, edits or deletes itself. Rows a trigger touches (the search
-- columns) or a cascade deletes (a deleted owner's pets, a deleted pet's exams) are part of the request's
-- own entry: a row whose parent (TG_ARGV[2], through column TG_ARGV[3]) is already gone is not logged.
-- TG_ARGV[0] is the record kind, TG_ARGV[1] the column that names the record in the entry.
CREATE FUNCTION audit_record_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  actor uuid := audit_actor();
  row_new jsonb := CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE to_jsonb(NEW) END;
  row_old jsonb := CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE to_jsonb(OLD) END;
  named jsonb := coalesce(row_new, row_old);
  diff jsonb;
  parent_gone boolean;
BEGIN
  IF actor IS NULL OR pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' AND TG_NARGS > 2 THEN
    EXECUTE format('SELECT NOT EXISTS (SELECT 1 FROM %I WHERE id = $1)', TG_ARGV[2])
      INTO parent_gone USING (row_old ->> TG_ARGV[3])::uuid;
    IF parent_gone THEN RETURN NULL; END IF;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    SELECT coalesce(jsonb_object_agg(o.key, jsonb_build_object('from', o.value, 'to', n.value)), '{}')
      INTO diff
      FROM jsonb_each(row_old) o JOIN jsonb_each(row_new) n ON n.key = o.key
     WHERE o.value IS DISTINCT FROM n.value
       AND o.key NOT IN ('updated_at', 'version', 'search_text', 'updated_by', 'created_by');
  END IF;
  INSERT INTO audit_entries (clinic_id, actor_id, action, record_kind, record_id, summary, changes)
  VALUES (
    coalesce(named ->> 'clinic_id', named ->> 'id')::uuid, actor,
    CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END,
    TG_ARGV[0], named ->> 'id', coalesce(named ->> TG_ARGV[1], ''), diff
  );
  RETURN NULL;
END
$$;

CREATE TRIGGER owners_authors BEFORE INSERT OR UPDATE ON owners
  FOR EACH ROW EXECUTE FUNCTION audit_stamp_authors();
CREATE TRIGGER owners_audit AFTER INSERT OR UPDATE OR DELETE ON owners
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('owner', 'name');
CREATE TRIGGER patients_authors BEFORE INSERT OR UPDATE ON patients
  FOR EACH ROW EXECUTE FUNCTION audit_stamp_authors();
CREATE TRIGGER patients_audit AFTER INSERT OR UPDATE OR DELETE ON patients
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('pet', 'name', 'owners', 'owner_id');
CREATE TRIGGER lab_exams_authors BEFORE INSERT OR UPDATE ON lab_exams
  FOR EACH ROW EXECUTE FUNCTION audit_stamp_authors();
CREATE TRIGGER lab_exams_audit AFTER INSERT OR UPDATE OR DELETE ON lab_exams
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('lab_exam', 'date', 'patients', 'patient_id');
CREATE TRIGGER grooming_services_authors BEFORE INSERT OR UPDATE ON grooming_services
  FOR EACH ROW EXECUTE FUNCTION audit_stamp_authors();
CREATE TRIGGER grooming_services_audit AFTER INSERT OR UPDATE OR DELETE ON grooming_services
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('grooming_service', 'service', 'patients', 'patient_id');
CREATE TRIGGER clinics_audit AFTER UPDATE ON clinics
  FOR EACH ROW EXECUTE FUNCTION audit_record_change('clinic', 'name');
