// The clinic's calendar: days are counted in Venezuela's zone until clinics have their own (issue 27).
// One place says so for every rule that needs «today» or «the day of» on the server.

export const CLINIC_ZONE = 'America/Caracas';

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLINIC_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The clinic's calendar day at `instant`, `YYYY-MM-DD`. */
export function clinicDay(instant: Date): string {
  return dayFormat.format(instant);
}
