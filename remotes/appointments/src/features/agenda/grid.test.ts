import { appointment } from '../../testing/fixtures';
import { gridRows, placeColumn, withinHours } from './grid';

const HOURS = { open: '08:00', close: '10:00' };
const at = (time: string, durationMinutes: number, _id = time) => appointment({ _id, time, durationMinutes });

test('rows every slot from opening to closing, widened by whole slots for an appointment outside them', () => {
  expect(gridRows([HOURS], 30, [])).toEqual([480, 510, 540, 570]);
  expect(gridRows([HOURS], 30, [at('07:15', 30), at('10:00', 45)])).toEqual([
    420, 450, 480, 510, 540, 570, 600, 630,
  ]);
  expect(gridRows([null], 30, [])).toEqual([]);
  // A week: the earliest opening to the latest closing.
  expect(gridRows([HOURS, { open: '09:00', close: '11:00' }, null], 60, [])).toEqual([480, 540, 600]);
});

test('an appointment starts in the row its time falls in and spans the rows it lasts', () => {
  const rows = gridRows([HOURS], 30, []);
  expect(placeColumn(rows, 30, [at('08:30', 60)])).toEqual([
    { row: 1, span: 2, appointments: [expect.objectContaining({ time: '08:30' })] },
  ]);
  // Off the slots' edges: from 08:15 for 30 minutes it touches two rows.
  expect(placeColumn(rows, 30, [at('08:15', 30)])).toMatchObject([{ row: 0, span: 2 }]);
});

test('appointments whose rows overlap share one cell; the others keep their own', () => {
  const rows = gridRows([HOURS], 30, []);
  const groups = placeColumn(rows, 30, [at('09:30', 30, 'c'), at('08:00', 60, 'a'), at('08:30', 30, 'b')]);
  expect(groups.map((group) => [group.row, group.span, group.appointments.map((a) => a._id)])).toEqual([
    [0, 2, ['a', 'b']],
    [3, 1, ['c']],
  ]);
});

test('a slot is bookable only within the day’s hours', () => {
  expect(withinHours(HOURS, 480, 30)).toBe(true);
  expect(withinHours(HOURS, 570, 30)).toBe(true);
  expect(withinHours(HOURS, 600, 30)).toBe(false);
  expect(withinHours(null, 480, 30)).toBe(false);
});
