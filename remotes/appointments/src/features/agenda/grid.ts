// Where the agenda's blocks go: the rows of a grid (every slot of the opening hours, stretched to fit an
// appointment outside them), and per column which row each group of appointments starts in and how many
// rows it spans. Pure, so the placement is tested apart from the screen.
import type { Appointment, DayHours } from '../../api/types';
import { hhmmOf, minutesOf } from '../../calendar';

/** An appointment's start and end in minutes of its day (an end past midnight stays after the start). */
export function spanOf(appointment: Pick<Appointment, 'time' | 'durationMinutes'>): [number, number] {
  const start = minutesOf(appointment.time);
  return [start, start + appointment.durationMinutes];
}

/** The rows' start minutes: from the earliest opening to the latest closing of `hours`, every `slot`
 *  minutes, widened by whole slots to hold every appointment. Empty when every day is closed and no
 *  appointment is given. */
export function gridRows(hours: DayHours[], slot: number, appointments: Appointment[]): number[] {
  const open = hours.filter((day): day is NonNullable<DayHours> => !!day);
  const spans = appointments.map(spanOf);
  if (open.length === 0 && spans.length === 0) return [];
  const base = open.length ? Math.min(...open.map((day) => minutesOf(day.open))) : spans[0][0];
  let first = base;
  let last = open.length ? Math.max(...open.map((day) => minutesOf(day.close))) : base + slot;
  for (const [start, end] of spans) {
    while (start < first) first -= slot;
    last = Math.max(last, end);
  }
  const rows: number[] = [];
  for (let t = first; t < last; t += slot) rows.push(t);
  return rows;
}

/** Appointments that share rows in one column, placed from `row` for `span` rows. */
export interface Placed {
  row: number;
  span: number;
  appointments: Appointment[];
}

/** Each group of a column's appointments at the row its start falls in, spanning the rows its end needs;
 *  appointments whose rows overlap are one group (drawn side by side in one cell). */
export function placeColumn(rows: number[], slot: number, appointments: Appointment[]): Placed[] {
  if (rows.length === 0) return [];
  const first = rows[0];
  const sorted = [...appointments].sort((a, b) => spanOf(a)[0] - spanOf(b)[0]);
  const groups: Placed[] = [];
  for (const appointment of sorted) {
    const [start, end] = spanOf(appointment);
    const row = Math.max(0, Math.min(rows.length - 1, Math.floor((start - first) / slot)));
    const lastRow = Math.min(rows.length - 1, Math.max(row, Math.ceil((end - first) / slot) - 1));
    const open = groups[groups.length - 1];
    if (open && row <= open.row + open.span - 1) {
      open.span = Math.max(open.span, lastRow - open.row + 1);
      open.appointments.push(appointment);
    } else {
      groups.push({ row, span: lastRow - row + 1, appointments: [appointment] });
    }
  }
  return groups;
}

/** Whether a slot starting at `minutes` lies within the day's hours (`slot` long). */
export function withinHours(hours: DayHours, minutes: number, slot: number): boolean {
  return !!hours && minutes >= minutesOf(hours.open) && minutes + slot <= minutesOf(hours.close);
}

export { hhmmOf };
