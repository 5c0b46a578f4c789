// /reports/vaccination, «Vacunación» (docs/product/reports.md#vaccination), for reports.read: for each
// kind (Vacuna, Desparasitación), how many of the clinic's pets are up to date, overdue or without any
// record, today. No period: the filters are not shown.
import { useMemo } from 'react';
import { formatCount, formatDate } from '@vet/shared-ui';
import { useGetVaccinationReportQuery } from '../../api/reportsEndpoints';
import type { VaccinationReport } from '../../api/types';
import { BarChart } from '../../components/BarChart';
import { FigureCards } from '../../components/FigureCards';
import { ReportFrame } from '../../components/ReportFrame';
import { MSG } from '../../messages';
import type { ReportDocument } from '../export/reportTables';
import { kindLabel, STATUS_SERIES, vaccinationTables } from './vaccinationReport';

function VaccinationFigures({ data }: { data: VaccinationReport }) {
  return (
    <>
      <p className="reports-asof">{`${MSG.vaccinationTitle} ${MSG.asOf(formatDate(data.today))}`}</p>
      <FigureCards
        cards={[
          { key: 'pets', title: 'Mascotas', value: formatCount(data.pets) },
          ...data.kinds.flatMap((k) =>
            STATUS_SERIES.map((s) => ({
              key: `${k.kind}-${s.key}`,
              title: `${kindLabel(k.kind)}: ${s.label}`,
              value: formatCount(k[s.key]),
            })),
          ),
        ]}
      />
      <BarChart
        title={`${MSG.vaccinationTitle} ${MSG.asOf(formatDate(data.today))}`}
        categoryTitle="Tipo"
        categories={data.kinds.map((k) => ({ key: k.kind, label: kindLabel(k.kind) }))}
        series={STATUS_SERIES}
        values={data.kinds.map((k) => STATUS_SERIES.map((s) => k[s.key]))}
        format={formatCount}
      />
    </>
  );
}

export default function VaccinationReportPage() {
  const query = useGetVaccinationReportQuery();
  const { data } = query;
  const document = useMemo<ReportDocument | null>(
    () =>
      data
        ? {
            kind: 'vaccination',
            title: 'Reporte de vacunación',
            from: data.today,
            to: data.today,
            choice: [['Fecha', formatDate(data.today)]],
            tables: vaccinationTables(data),
          }
        : null,
    [data],
  );
  return (
    <ReportFrame kind="vaccination" query={query} document={document}>
      {data && <VaccinationFigures data={data} />}
    </ReportFrame>
  );
}
