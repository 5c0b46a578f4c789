-- Issue 26, point 6: a clinic mails a pet's clinical summary or vaccination card to its owner
-- (POST /api/patients/:patientId/documents/mail). The activity log (012) records who sent which
-- document to which address: one more action, every other kept.
ALTER TABLE audit_entries DROP CONSTRAINT audit_entries_action_check;
ALTER TABLE audit_entries ADD CONSTRAINT audit_entries_action_check CHECK (action IN (
  'create', 'update', 'delete', 'restore', 'export', 'login', 'login_failed',
  'invite', 'invitation_cancelled', 'join', 'role_change', 'deactivate', 'activate',
  'document_mailed'
));
