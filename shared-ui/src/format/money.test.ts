import { formatMoney, formatUSD } from './money';

describe('formatMoney', () => {
  it('always shows 2 decimals with a decimal comma', () => {
    expect(formatMoney(12.5)).toBe('12,50');
    expect(formatMoney(0)).toBe('0,00');
    expect(formatMoney(3.456)).toBe('3,46');
    expect(formatMoney('7')).toBe('7,00');
  });

  it('groups thousands with a dot', () => {
    expect(formatMoney(12345.5)).toBe('12.345,50');
  });

  it('adds the currency when asked', () => {
    expect(formatUSD(12.5)).toBe('12,50 USD');
    expect(formatMoney(1, { currency: 'Bs' })).toBe('1,00 Bs');
  });

  it('gives an empty text for what is not a number', () => {
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });
});
