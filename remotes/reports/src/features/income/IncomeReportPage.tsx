// /reports/income, «Ingresos» (docs/product/reports.md#income), for reports.income only (the
// Administrador): the grooming services' income of the period, as the grooming list's summary cards say
// it, per period, per service and per payment type. Another role reaching the address reads why not.
import { formatCount, formatMoney } from '@vet/shared-ui';
import { PermissionRequired, useCan } from '@vet/shared-ui/permission';
import { useGetIncomeReportQuery } from '../../api/reportsEndpoints';
import type { IncomeReport, Money } from '../../api/types';
import { BarChart, COMPACT_WIDTH } from '../../components/BarChart';
import { FigureCards } from '../../components/FigureCards';
import { PeriodReport } from '../../components/PeriodReport';
import { ReportFrame } from '../../components/ReportFrame';
import { MSG } from '../../messages';
import { periodLabel, periodShortLabel } from '../filters/period';
import { incomeTables, MONEY_HEAD } from './incomeReport';

const SHOW = { vet: true, service: true, paymentType: true };
const usd = (value: number) => `${formatMoney(value)} USD`;
const INCOME = [{ key: 'total', label: 'Ingresos (USD)' }];
/** The bolívares of what recorded a rate, as the summary card says them: «45.062,25 Bs.», «—» without. */
const bolivares = (money: Money) => (money.withRate ? `${formatMoney(money.bolivares)} Bs.` : '—');
/** «Ver tabla»'s «Equivalente (Bs.)» column, as the CSV's, where a service of the period recorded a rate. */
const bolivaresColumn = (data: IncomeReport, rows: readonly Money[]) =>
  data.summary.withRate
    ? [{ key: 'bolivares', title: MONEY_HEAD[3], render: (i: number) => bolivares(rows[i]) }]
    : [];

function IncomeFigures({ data }: { data: IncomeReport }) {
  const { summary, range } = data;
  return (
    <>
      <FigureCards
        cards={[
          { key: 'count', title: 'Total de servicios', value: formatCount(summary.count) },
          { key: 'total', title: 'Ingresos totales', value: usd(summary.total) },
          { key: 'average', title: 'Promedio por servicio', value: usd(summary.average) },
          {
            key: 'bolivares',
            title: 'Equivalente en Bs. (servicios con tasa)',
            value: bolivares(summary),
          },
        ]}
      />
      <BarChart
        title={MSG.incomeByPeriod}
        categoryTitle="Período"
        categories={data.periods.map((p) => ({
          key: p.start,
          label: periodLabel(p.start, range.group),
          short: periodShortLabel(p.start, range.group),
        }))}
        series={INCOME}
        values={data.periods.map((p) => [p.total])}
        format={usd}
        tableColumns={bolivaresColumn(data, data.periods)}
      />
      <div className="reports-columns">
        <BarChart
          width={COMPACT_WIDTH}
          title={MSG.incomeByService}
          categoryTitle="Servicio"
          categories={data.byService.map((s) => ({ key: s.service, label: s.service }))}
          series={INCOME}
          values={data.byService.map((s) => [s.total])}
          format={usd}
          tableColumns={bolivaresColumn(data, data.byService)}
        />
        <BarChart
          width={COMPACT_WIDTH}
          title={MSG.incomeByPaymentType}
          categoryTitle="Tipo de pago"
          categories={data.byPaymentType.map((p) => ({ key: p.paymentType, label: p.paymentType }))}
          series={INCOME}
          values={data.byPaymentType.map((p) => [p.total])}
          format={usd}
          tableColumns={bolivaresColumn(data, data.byPaymentType)}
        />
      </div>
    </>
  );
}

export default function IncomeReportPage() {
  const allowed = useCan('reports.income');
  if (allowed)
    return (
      <PeriodReport
        kind="income"
        title="Reporte de ingresos"
        show={SHOW}
        useReport={useGetIncomeReportQuery}
        tables={incomeTables}
        Figures={IncomeFigures}
      />
    );
  return (
    <ReportFrame kind="income" document={null}>
      <PermissionRequired permission="reports.income">{null}</PermissionRequired>
    </ReportFrame>
  );
}
