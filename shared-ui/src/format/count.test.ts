import { formatCount, formatCountOf } from './count';

it('groups thousands with a dot from five digits on, as es-ES does', () => {
  expect(formatCount(0)).toBe('0');
  expect(formatCount(8000)).toBe('8000');
  expect(formatCount(12345)).toBe('12.345');
  expect(formatCount(1234567)).toBe('1.234.567');
});

it('writes every count the same as Intl.NumberFormat es-ES', () => {
  const intl = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0, roundingMode: 'trunc' });
  const values = [
    ...Array.from({ length: 20_000 }, (_, i) => i),
    ...Array.from({ length: 2_000 }, (_, i) => i * 997 + 19_999),
    99_999,
    100_000,
    999_999,
    1_000_000,
    123_456_789,
    -1,
    -12_345,
  ];
  expect(values.filter((v) => formatCount(v) !== intl.format(v))).toEqual([]);
});

it('says a count with its noun, singular only for one', () => {
  expect(formatCountOf(1, 'servicio', 'servicios')).toBe('1 servicio');
  expect(formatCountOf(0, 'servicio', 'servicios')).toBe('0 servicios');
  expect(formatCountOf(2, 'mascota encontrada', 'mascotas encontradas')).toBe('2 mascotas encontradas');
  expect(formatCountOf(12345, 'examen', 'exámenes')).toBe('12.345 exámenes');
});
