-- Invitations to join a clinic (issue 25): the administrator invites by e-mail; the link carries a
-- single-use token of 256 random bits, stored hashed like the other codes, valid 7 days.
CREATE TABLE clinic_invitations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  clinic_id uuid NOT NULL REFERENCES clinics (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email)),
  role text NOT NULL CHECK (role IN ('admin', 'vet', 'assistant', 'groomer')),
  token_hash text NOT NULL UNIQUE,
  invited_by uuid REFERENCES vets (id) ON DELETE SET NULL,
  expires_at timestamptz NOT NULL,
  -- NULL while pending; an ended invitation is kept for the clinic's activity and to say why it ended.
  ended_reason text CHECK (ended_reason IN ('accepted', 'revoked', 'replaced')),
  accepted_by uuid REFERENCES vets (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- One pending invitation per clinic and e-mail: inviting again replaces it.
CREATE UNIQUE INDEX clinic_invitations_pending_idx ON clinic_invitations (clinic_id, email)
  WHERE ended_reason IS NULL;
CREATE TRIGGER clinic_invitations_updated_at BEFORE UPDATE ON clinic_invitations
  FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- An account created from an invitation founds no clinic: it joins the inviting one when its e-mail is
-- confirmed (the code proves the mailbox the invitation was sent to).
ALTER TABLE vets ADD COLUMN joining_invitation_id uuid REFERENCES clinic_invitations (id) ON DELETE SET NULL;
