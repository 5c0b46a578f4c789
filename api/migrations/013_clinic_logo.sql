-- The clinic's logo (issue 25, point 4), printed on the PDFs: a PNG of at most 400 px a side,
-- re-encoded by the API (api/src/clinics/routes-logo.ts). Kept apart from the clinic's row so the
-- activity log's copy of an edit never carries image bytes.
CREATE TABLE clinic_logos (
  clinic_id uuid PRIMARY KEY REFERENCES clinics (id) ON DELETE CASCADE,
  bytes bytea NOT NULL CHECK (octet_length(bytes) <= 1024 * 1024),
  updated_at timestamptz NOT NULL DEFAULT now()
);
