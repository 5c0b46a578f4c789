// Money with exactly 2 decimals, es-ES separators (docs/product/common.md#numbers-and-money).

// Built on first use, not when the module loads: the first Intl formatter a page builds loads the
// locale's data (30–50 ms of main thread in Chromium), and most screens show no money.
let moneyFormat: Intl.NumberFormat | undefined;
const money = () =>
  (moneyFormat ??= new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/** formatMoney(12.5) → "12,50"; formatMoney(12.5, { currency: 'USD' }) → "12,50 USD";
 *  "" when the value is not a number. Grooming costs are in USD. */
export function formatMoney(
  value: number | string | null | undefined,
  options: { currency?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(amount)) return '';
  const text = money().format(amount);
  return options.currency ? `${text} ${options.currency}` : text;
}

export function formatUSD(value: number | string | null | undefined): string {
  return formatMoney(value, { currency: 'USD' });
}
