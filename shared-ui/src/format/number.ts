// Numbers with decimals as es-ES writes them (docs/product/common.md#numbers-and-money): a decimal
// comma, thousands grouped with a dot from five digits on ("5,4", "6000", "17.000", "12.345,5").
// Written out rather than with Intl.NumberFormat, like formatCount: the first Intl formatter a page
// builds loads the locale's data. number.test.ts checks the output against Intl.

const groupThousands = (digits: string) =>
  digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+$)/g, '.');

/** Writes a plain decimal string ("-12345.5") the es-ES way ("-12.345,5"). */
function esDecimal(plain: string): string {
  const negative = plain.startsWith('-');
  const [whole = '', fraction = ''] = (negative ? plain.slice(1) : plain).split('.');
  const text = groupThousands(whole) + (fraction ? `,${fraction}` : '');
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
}

/** Rounds the shortest decimal that reads back as `value` (as Intl does: 108584.775 → "108584.78",
 *  where toFixed would work on the binary value just below) to at most `decimals` decimals, half away
 *  from zero, trailing zeros dropped. */
function roundedPlain(value: number, decimals: number): string {
  const shortest = String(Math.abs(value));
  if (shortest.includes('e'))
    return (
      Math.abs(value)
        .toFixed(decimals)
        .replace(/\.?0+$/, '') || '0'
    );
  const [whole = '0', fraction = ''] = shortest.split('.');
  let digits = whole + fraction.slice(0, decimals).padEnd(decimals, '0');
  if ((fraction[decimals] ?? '0') >= '5') digits = (BigInt(digits) + 1n).toString();
  digits = digits.padStart(decimals + 1, '0');
  const rounded = decimals ? `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}` : digits;
  return rounded.includes('.') ? rounded.replace(/\.?0+$/, '') : rounded;
}

/** formatNumber(5.4) → "5,4"; formatNumber(17000) → "17.000"; formatNumber(1.256) → "1,26":
 *  at most `decimals` decimals (2 by default), trailing zeros dropped; "" for what is not a number. */
export function formatNumber(value: number | null | undefined, decimals = 2): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  const plain = roundedPlain(value, decimals);
  return esDecimal(value < 0 ? `-${plain}` : plain);
}

/** What a number field shows for its value: every decimal stored kept, `minDecimals` at least
 *  ("12,5" → "12,50" for money). The value arrives as antd's InputNumber hands it: a number or a
 *  plain decimal string ("5.4", "", "-"). */
export function formatNumberInput(value: number | string | null | undefined, minDecimals = 0): string {
  if (value === null || value === undefined || value === '') return '';
  const plain = typeof value === 'number' ? String(value) : value;
  if (!/^-?\d+(\.\d*)?$/.test(plain)) return plain;
  const [whole, fraction = ''] = plain.split('.');
  return esDecimal(`${whole}.${fraction.padEnd(minDecimals, '0')}`.replace(/\.$/, ''));
}

/** Reads a number typed the es-ES way, as a plain decimal string ("" when there is nothing):
 *  "5,4" → "5.4", "17.000" → "17000", "12.345,5" → "12345.5". A dot not followed by groups of three
 *  digits is a decimal point (a keypad's "."): "5.4" → "5.4". Other characters (spaces, units) are
 *  dropped. */
export function parseNumberInput(text: string): string {
  const cleaned = text.replace(/[^\d,.-]/g, '').replace(/(?!^)-/g, '');
  if (cleaned.includes(',')) {
    const [whole = '', ...rest] = cleaned.replace(/\./g, '').split(',');
    return `${whole}.${rest.join('')}`;
  }
  return /^-?\d{1,3}(\.\d{3})+$/.test(cleaned) ? cleaned.replace(/\./g, '') : cleaned;
}

/** The number a vet typed: parseNumber("5,4") → 5.4; null when it is not a number. */
export function parseNumber(text: string): number | null {
  const plain = parseNumberInput(text);
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(plain)) return null;
  return Number(plain);
}
