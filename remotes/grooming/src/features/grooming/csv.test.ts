import { csvFileName, servicesToCsv } from './csv';
import { groomingService } from '../../../test/fixtures';

const csv = servicesToCsv([
  groomingService({
    cost: 12.5,
    specifications: 'Corte; "león"\nsin perfume',
    exchangeRate: 36.5,
    service: 'Baño',
  }),
  groomingService({ _id: 'b', cost: 1234.1, specifications: '=HYPERLINK("x")' }),
]);
const lines = csv.replace('\uFEFF', '').split('\r\n');

test('starts with a UTF-8 BOM and a ";"-separated Spanish header', () => {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  expect(lines[0]).toBe(
    'Fecha;Paciente;Servicio;Especificaciones;Observaciones;Pago;Costo (USD);Tasa (Bs./USD);Equivalente (Bs.)',
  );
});

test('rows use es-ES dates in local time and decimal commas', () => {
  // 18:30 UTC is 14:30 in Caracas.
  expect(lines[1].startsWith('15/05/2024, 14:30;Michi;Baño;')).toBe(true);
  expect(lines[1].endsWith(';Efectivo;12,50;36,5000;456,25')).toBe(true);
});

test('quotes fields holding separators, quotes or line breaks', () => {
  expect(csv).toContain('"Corte; ""león""\nsin perfume"');
});

test('a value that Excel would run as a formula is neutralised', () => {
  expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  expect(csv).toContain(';1234,10;;');
});

test('the file is named after the local day', () => {
  expect(csvFileName(new Date(2024, 4, 5, 23, 0))).toBe('servicios-peluqueria-2024-05-05.csv');
});
