import { dayTextToIso, dayTextValue, isoToDayText, maskDayText } from './dateText';

/** The text after typing `keys` one by one, as the field shapes it on every key. */
const typeKeys = (keys: string) => [...keys].reduce((text, key) => maskDayText(text + key), '');

describe('maskDayText', () => {
  it('puts the slashes in as the vet types digits', () => {
    expect(typeKeys('05032026')).toBe('05/03/2026');
    expect(typeKeys('050')).toBe('05/0');
    expect(typeKeys('0503')).toBe('05/03');
  });

  it('takes the slashes the vet types, and closes a day or month early with one', () => {
    expect(typeKeys('05/03/2026')).toBe('05/03/2026');
    expect(typeKeys('5/3/2026')).toBe('5/3/2026');
    expect(typeKeys('5-3.2026')).toBe('5/3/2026');
  });

  it('drops letters and anything past the year', () => {
    expect(typeKeys('05a03b2026999')).toBe('05/03/2026');
  });

  it('lets a slash be erased', () => {
    expect(maskDayText('05/')).toBe('05/');
    expect(maskDayText('05')).toBe('05');
  });

  it('reads a pasted ISO day', () => {
    expect(maskDayText('2026-03-05')).toBe('05/03/2026');
  });
});

describe('the value a date field gives', () => {
  it('is the ISO day of a complete, real date', () => {
    expect(dayTextToIso('05/03/2026')).toBe('2026-03-05');
    expect(dayTextToIso('5/3/2026')).toBe('2026-03-05');
    expect(dayTextToIso('29/02/2024')).toBe('2024-02-29');
    expect(dayTextToIso('29/02/2026')).toBeNull();
    expect(dayTextToIso('31/04/2026')).toBeNull();
    expect(dayTextToIso('05/13/2026')).toBeNull();
    expect(dayTextToIso('05/03/0026')).toBeNull();
  });

  it('is "" when empty, and the text itself while it is not a date', () => {
    expect(dayTextValue('')).toBe('');
    expect(dayTextValue('05/03/20')).toBe('05/03/20');
    expect(dayTextValue('05/03/2026')).toBe('2026-03-05');
  });

  it('shows an ISO day day first', () => {
    expect(isoToDayText('2026-03-05')).toBe('05/03/2026');
    expect(isoToDayText('')).toBe('');
    expect(isoToDayText(null)).toBe('');
    expect(isoToDayText('05/03/20')).toBe('05/03/20');
  });
});
