-- Issue 28 (reports): a period of the clinic's lab exams is one index range read, as consultations,
-- grooming services and appointments already are (their clinic-and-date indexes).
CREATE INDEX lab_exams_clinic_date_idx ON lab_exams (clinic_id, date);
