import { judge, linear, niceTicks, timeAxis, valueAxis } from './chartScale';

test('round ticks cover the values', () => {
  expect(niceTicks(3.2, 14.8)).toEqual([0, 5, 10, 15]);
  expect(niceTicks(0, 1)).toEqual([0, 0.5, 1]);
  expect(niceTicks(150, 480)).toEqual([100, 200, 300, 400, 500]);
});

test('one value alone still gets an axis around it', () => {
  const ticks = niceTicks(12.5, 12.5);
  expect(ticks[0]).toBeLessThan(12.5);
  expect(ticks[ticks.length - 1]).toBeGreaterThan(12.5);
});

test('the vertical axis holds the reference band even when every value is inside it', () => {
  const points = [{ at: new Date(2024, 0, 1), value: 40 }];
  expect(valueAxis(points, { min: 37, max: 55 })).toMatchObject({ min: 35, max: 55 });
});

test('the horizontal axis spans the moments; one moment gets a day either side', () => {
  const a = new Date(2024, 0, 1);
  const b = new Date(2024, 5, 1);
  expect(
    timeAxis([
      { at: a, value: 1 },
      { at: b, value: 2 },
    ]),
  ).toEqual({ start: a.getTime(), end: b.getTime() });
  expect(timeAxis([{ at: a, value: 1 }]).end - timeAxis([{ at: a, value: 1 }]).start).toBe(2 * 86_400_000);
});

test('linear maps the domain onto the drawing, upside down for the vertical axis', () => {
  const y = linear(0, 100, 200, 0);
  expect(y(0)).toBe(200);
  expect(y(25)).toBe(150);
  expect(linear(5, 5, 0, 10)(5)).toBe(5);
});

test('a value is judged against its band in words', () => {
  expect(judge(60, { min: 37, max: 55 })).toBe('Alto');
  expect(judge(30, { min: 37, max: 55 })).toBe('Bajo');
  expect(judge(40, { min: 37, max: 55 })).toBeNull();
  expect(judge(40, null)).toBeNull();
});
