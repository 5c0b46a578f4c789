-- Each clinic counts its days in its own time zone (clinic_schedules.time_zone, issue 27), but 014 checked
-- a consultation's next check against the visit's day in America/Caracas: near midnight a clinic behind
-- Caracas (Mexico, California…) would be refused a next check on its own visit's day. The API compares
-- the next check with the visit's day in the clinic's zone (clinical/input.ts); the database keeps only
-- what holds in every zone: no zone's day is more than one day before UTC's (offsets go down to −12).
ALTER TABLE consultations DROP CONSTRAINT consultations_check;
ALTER TABLE consultations ADD CONSTRAINT consultations_next_check_check
  CHECK (next_check >= (date AT TIME ZONE 'UTC')::date - 1);
