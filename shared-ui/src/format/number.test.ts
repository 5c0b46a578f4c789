import { formatNumber, formatNumberInput, parseNumber, parseNumberInput } from './number';

describe('formatNumber', () => {
  it('writes a decimal comma and groups thousands with a dot from five digits on', () => {
    expect(formatNumber(5.4)).toBe('5,4');
    expect(formatNumber(6000)).toBe('6000');
    expect(formatNumber(17000)).toBe('17.000');
    expect(formatNumber(12345.5)).toBe('12.345,5');
    expect(formatNumber(1.256)).toBe('1,26');
    expect(formatNumber(33.333, 1)).toBe('33,3');
    expect(formatNumber(-2.5)).toBe('-2,5');
    expect(formatNumber(-0.001)).toBe('0');
  });

  it('gives an empty text for what is not a number', () => {
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });

  it('writes every number the same as Intl.NumberFormat es-ES', () => {
    const values = [
      ...Array.from({ length: 3000 }, (_, i) => i / 7),
      ...Array.from({ length: 3000 }, (_, i) => i * 37.123),
      ...Array.from({ length: 500 }, (_, i) => -i * 13.37),
      999.995,
      9999.5,
      99_999.999,
      1_234_567.891,
    ];
    const differ = [0, 1, 2, 3].flatMap((decimals) => {
      const intl = new Intl.NumberFormat('es-ES', { maximumFractionDigits: decimals });
      return values
        .filter((v) => formatNumber(v, decimals) !== intl.format(v).replace(/^-0$/, '0'))
        .map((v) => [v, decimals, formatNumber(v, decimals), intl.format(v)]);
    });
    expect(differ).toEqual([]);
  });
});

describe('number fields', () => {
  it('show a stored value the es-ES way, every decimal kept', () => {
    expect(formatNumberInput(5.4)).toBe('5,4');
    expect(formatNumberInput('17000')).toBe('17.000');
    expect(formatNumberInput('0.0001')).toBe('0,0001');
    expect(formatNumberInput(12.5, 2)).toBe('12,50');
    expect(formatNumberInput('')).toBe('');
    expect(formatNumberInput(null)).toBe('');
  });

  it('read a decimal comma and thousand dots', () => {
    expect(parseNumberInput('5,4')).toBe('5.4');
    expect(parseNumberInput('17.000')).toBe('17000');
    expect(parseNumberInput('12.345,5')).toBe('12345.5');
    expect(parseNumberInput('1.234.567')).toBe('1234567');
    expect(parseNumberInput('5,')).toBe('5.');
    expect(parseNumberInput('12,50 USD')).toBe('12.50');
    expect(parseNumber('5,4')).toBe(5.4);
    expect(parseNumber('17.000')).toBe(17000);
  });

  it('take a lone dot from a keypad as the decimal point', () => {
    expect(parseNumberInput('5.4')).toBe('5.4');
    expect(parseNumberInput('0.25')).toBe('0.25');
    expect(parseNumber('6.5')).toBe(6.5);
  });

  it('read nothing from what is not a number', () => {
    expect(parseNumber('')).toBeNull();
    expect(parseNumber('abc')).toBeNull();
    expect(parseNumber(',')).toBeNull();
  });

  it('read back what they show', () => {
    for (const value of [0, 5.4, 17000, 12345.5, 0.0001, 250000, 1234.5]) {
      expect(parseNumber(formatNumberInput(value))).toBe(value);
    }
  });
});
