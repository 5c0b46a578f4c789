-- Issue 28 (reports): the vaccination report takes each pet's latest application of each kind
-- (api/src/reports/vaccination-repo.ts, DISTINCT ON (patient_id, kind)). preventives_patient_idx has no
-- kind between the pet and the date, so PostgreSQL read the table whole and sorted it, spilling to disk
-- (bench/query-plans.mjs, 50,000 applications: the report 59–76 ms, «external merge Disk: 3376kB»). This
-- index gives the rows in that order, next_due included: an index-only scan and no sort (13–15 ms).
CREATE INDEX preventives_latest_idx
  ON preventives (clinic_id, patient_id, kind, applied_on DESC, created_at DESC, id DESC) INCLUDE (next_due);
