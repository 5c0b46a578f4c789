// The clinic's calendar: each clinic counts its days and hours in its own time zone (clinic_schedules,
// issue 27; Venezuela's unless the administrator chose another), whatever the server's or the browser's.
// One place says so for every rule that needs «today» or «the day of» on the server.

/** A new clinic's zone, and the zone of rules that have no clinic (a backup file's own checks). */
export const CLINIC_ZONE = 'America/Caracas';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(zone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  return format;
}

/** The clinic's calendar day at `instant`, `YYYY-MM-DD`. */
export function clinicDay(instant: Date, zone: string = CLINIC_ZONE): string {
  return dayFormat(zone).format(instant);
}

/** Whether `zone` is an IANA time zone this server knows (Intl throws a RangeError for others). */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(zone)) return false;
  try {
    dayFormat(zone);
    return true;
  } catch {
    return false;
  }
}
