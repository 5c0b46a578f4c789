-- The reminders' planner (issue 27, api/src/reminders/plan.ts) looks, once a minute and for every clinic
-- at once, for the doses falling due in the next two months: a range of next_due across clinics, which
-- preventives_due_idx (clinic first) cannot serve. Measured in bench/query-plans.mjs.
CREATE INDEX preventives_next_due_idx ON preventives (next_due) WHERE next_due IS NOT NULL;
