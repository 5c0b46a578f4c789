// /reports/activity, «Actividad» (docs/product/reports.md#activity), for reports.read: consultations, lab
// exams, grooming services and appointments of the period (with their outcome and the no-show rate), per
// period and per person.
import { formatCount } from '@vet/shared-ui';
import { DataTable } from '@vet/shared-ui/table';
import { useGetActivityReportQuery } from '../../api/reportsEndpoints';
import type { ActivityReport } from '../../api/types';
import { BarChart } from '../../components/BarChart';
import { FigureCards } from '../../components/FigureCards';
import { PeriodReport } from '../../components/PeriodReport';
import { MSG } from '../../messages';
import { formatRate, shownCell } from '../export/reportTables';
import { periodLabel, periodShortLabel } from '../filters/period';
import { activityTables, COUNT_COLUMNS, countCells, NO_SHOW_RATE, personName } from './activityReport';

const SHOW = { vet: true };
/** Stacked per period: what the clinic did (attended and no-shows are appointments already). */
const STACKED = COUNT_COLUMNS.slice(0, 4);

type PersonRow = ActivityReport['byVet'][number];

function ActivityFigures({ data }: { data: ActivityReport }) {
  const { totals, range } = data;
  return (
    <>
      <FigureCards
        cards={[
          ...COUNT_COLUMNS.filter((c) => c.key !== 'cancelled').map((c) => ({
            key: c.key,
            title: c.label,
            value: formatCount(totals[c.key]),
          })),
          { key: 'noShowRate', title: NO_SHOW_RATE, value: formatRate(totals.noShowRate) },
        ]}
      />
      <BarChart
        title={MSG.activityByPeriod}
        categoryTitle="Período"
        categories={data.periods.map((p) => ({
          key: p.start,
          label: periodLabel(p.start, range.group),
          short: periodShortLabel(p.start, range.group),
        }))}
        series={STACKED}
        values={data.periods.map((p) => STACKED.map((c) => p[c.key]))}
        format={formatCount}
        stacked
      />
      <section className="reports-section">
        <h2>{MSG.activityByPerson}</h2>
        {data.byVet.length === 0 ? (
          <p>{MSG.emptyPeriod}</p>
        ) : (
          <DataTable<PersonRow>
            rows={data.byVet}
            rowKey={(row) => row.vet?._id ?? 'unassigned'}
            label={MSG.activityByPerson}
            minWidth={900}
            columns={[
              { key: 'vet', title: 'Profesional', render: (row) => personName(row.vet) },
              ...[...COUNT_COLUMNS.map((c) => c.label), NO_SHOW_RATE].map((title, i) => ({
                key: String(i),
                title,
                align: 'right' as const,
                render: (row: PersonRow) => shownCell(countCells(row)[i]),
              })),
            ]}
          />
        )}
      </section>
    </>
  );
}

export default function ActivityReportPage() {
  return (
    <PeriodReport
      kind="activity"
      title="Reporte de actividad"
      show={SHOW}
      useReport={useGetActivityReportQuery}
      tables={activityTables}
      Figures={ActivityFigures}
    />
  );
}
