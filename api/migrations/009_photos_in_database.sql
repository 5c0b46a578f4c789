-- Photos and the photo-URL key move from DATA_DIR into PostgreSQL (issue 22, «Varias instancias»).
-- Several API instances behind a load balancer share one database but not a disk: a photo written to
-- one instance's DATA_DIR was missing on the others (its URL failed there, a backup taken through them
-- dropped it, a delete through them left the file behind). PostgreSQL, not an object store, because the
-- product already depends on it: the bytes are written in the same transaction as the pet that shows
-- them, pg_dump and the server archive carry them, and there is no second server to run. Photos are
-- re-encoded WEBP of at most 1024 px a side (tens of KB), well within what bytea holds comfortably.

-- The row is the photo. NULL only for a row of an installation older than this migration whose file
-- DATA_DIR/photos/<hash>.webp has not been moved in yet (done once at start-up by
-- src/patients/photo-files.ts) or was lost: such a photo is not served, and a backup names it.
ALTER TABLE photos ADD COLUMN bytes bytea;
-- The hash is the content's address: a row can only ever hold the bytes its name promises.
ALTER TABLE photos ADD CONSTRAINT photos_bytes_match_hash
  CHECK (bytes IS NULL OR encode(sha256(bytes), 'hex') = hash);
-- WEBP is already compressed: stored out of line without another (useless) compression attempt.
ALTER TABLE photos ALTER COLUMN bytes SET STORAGE EXTERNAL;

-- Keys every instance must share, made once (src/patients/photo-urls.ts: the photo-URL signing key,
-- unless PHOTO_URL_KEY is configured). Never kept in DATA_DIR any more.
CREATE TABLE server_keys (
  name text PRIMARY KEY,
  key bytea NOT NULL CHECK (octet_length(key) = 32),
  created_at timestamptz NOT NULL DEFAULT now()
);
