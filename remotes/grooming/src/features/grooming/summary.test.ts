import { formatMoney } from '@vet/shared-ui';
import { searchServices, summarize } from './summary';
import { groomingService } from '../../../test/fixtures';

const services = [
  groomingService({ _id: 'a', cost: 0.1, specifications: 'Corte de verano, sin perfume' }),
  groomingService({
    _id: 'b',
    cost: 0.2,
    service: 'Baño',
    exchangeRate: 36.5,
    patientId: { _id: 'p2', name: 'Peña' },
  }),
];

test('totals add up to the cent: 0.10 + 0.20 = 0,30', () => {
  const summary = summarize(services);
  expect(summary.count).toBe(2);
  expect(formatMoney(summary.total)).toBe('0,30');
  expect(formatMoney(summary.average)).toBe('0,15');
});

test('the bolívar equivalent counts only the services with a rate', () => {
  const summary = summarize(services);
  expect(summary.withRate).toBe(1);
  expect(summary.bolivares).toBe(7.3);
});

test('an empty list sums to zero, without dividing by zero', () => {
  expect(summarize([])).toEqual({ count: 0, total: 0, average: 0, bolivares: 0, withRate: 0 });
});

test('search ignores case and accents over pet, service and specifications', () => {
  expect(searchServices(services, 'PENA').map((s) => s._id)).toEqual(['b']);
  expect(searchServices(services, 'bano').map((s) => s._id)).toEqual(['b']);
  expect(searchServices(services, 'verano perfume').map((s) => s._id)).toEqual(['a']);
  expect(searchServices(services, '  ')).toHaveLength(2);
  expect(searchServices(services, 'gato')).toHaveLength(0);
});
