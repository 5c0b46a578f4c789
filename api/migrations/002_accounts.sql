-- Veterinarian accounts, one-time codes, sessions and attempt counters.

CREATE TABLE vets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL,
  password_hash text NOT NULL,
  name text NOT NULL,
  last_name text NOT NULL,
  whatsapp text NOT NULL,
  ci text NOT NULL,
  cmv text NOT NULL,
  estado text NOT NULL,
  runsai text NOT NULL DEFAULT '',
  msds text NOT NULL DEFAULT '',
  somevepa text NOT NULL DEFAULT '',
  confirmed boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT vets_email_lowercase CHECK (email = lower(email))
);
CREATE UNIQUE INDEX vets_email_key ON vets (email);
CREATE TRIGGER vets_updated_at BEFORE UPDATE ON vets FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- A code is live while ended_reason IS NULL and expires_at is in the future.
CREATE TABLE auth_codes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  vet_id uuid NOT NULL REFERENCES vets (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('confirm', 'reset')),
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  ended_reason text CHECK (ended_reason IN ('used', 'replaced', 'attempts', 'expired')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- No two unended codes of one purpose share a value, so a code typed without its e-mail names one account.
CREATE UNIQUE INDEX auth_codes_unended_hash ON auth_codes (purpose, code_hash) WHERE ended_reason IS NULL;
CREATE INDEX auth_codes_vet ON auth_codes (vet_id, purpose) WHERE ended_reason IS NULL;
CREATE TRIGGER auth_codes_updated_at BEFORE UPDATE ON auth_codes FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  vet_id uuid NOT NULL REFERENCES vets (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_vet ON sessions (vet_id);
CREATE TRIGGER sessions_updated_at BEFORE UPDATE ON sessions FOR EACH ROW EXECUTE FUNCTION set_updated_at();

-- Fixed-window counters for rate limits; key is a hash of rule + subject (e-mail or client address).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX rate_limits_window ON rate_limits (window_ends_at);
CREATE TRIGGER rate_limits_updated_at BEFORE UPDATE ON rate_limits FOR EACH ROW EXECUTE FUNCTION set_updated_at();
