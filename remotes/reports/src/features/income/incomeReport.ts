// The income report's figures (GET /reports/income) as the screen, the CSV and the PDF show them.
import type { IncomeReport, Money } from '../../api/types';
import { periodLabel } from '../filters/period';
import type { Cell, ReportTable } from '../export/reportTables';
import { MSG } from '../../messages';

export const MONEY_HEAD = [
  'Servicios',
  'Ingresos (USD)',
  'Promedio (USD)',
  'Equivalente (Bs.)',
  'Servicios con tasa',
];

function moneyCells(money: Money): Cell[] {
  return [
    { count: money.count },
    { money: money.total },
    { money: money.average },
    { money: money.bolivares },
    { count: money.withRate },
  ];
}

export function incomeTables(data: IncomeReport): ReportTable[] {
  return [
    {
      title: 'Resumen',
      head: ['', ...MONEY_HEAD],
      rows: [['Total', ...moneyCells(data.summary)]],
    },
    {
      title: MSG.incomeByPeriod,
      head: ['Período', ...MONEY_HEAD],
      rows: data.periods.map((p) => [periodLabel(p.start, data.range.group), ...moneyCells(p)]),
    },
    {
      title: MSG.incomeByService,
      head: ['Servicio', ...MONEY_HEAD],
      rows: data.byService.map((s) => [s.service, ...moneyCells(s)]),
    },
    {
      title: MSG.incomeByPaymentType,
      head: ['Tipo de pago', ...MONEY_HEAD],
      rows: data.byPaymentType.map((p) => [p.paymentType, ...moneyCells(p)]),
    },
  ];
}
