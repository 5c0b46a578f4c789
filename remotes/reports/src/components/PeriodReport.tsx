// A report over a period (income, activity, patients): its filters from the address, its figures asked for
// once the period is sound, and the document its exports write (the choice on top, then its tables). Each
// report's page names what differs: the call, the filters it takes, its tables and its figures.
import { useMemo, type ComponentType } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetClinicPeopleQuery } from '../api/reportsEndpoints';
import type { ReportQuery, ReportRange } from '../api/types';
import { choiceLines } from '../features/export/choice';
import type { ReportDocument, ReportKind, ReportTable } from '../features/export/reportTables';
import type { ShownFilters } from '../features/filters/ReportFiltersBar';
import { useReportFilters } from '../features/filters/useReportFilters';
import { ReportFrame, type ReportQueryState } from './ReportFrame';

export interface PeriodReportProps<R extends { range: ReportRange }> {
  kind: ReportKind;
  /** The exports' title: «Reporte de ingresos». */
  title: string;
  show: ShownFilters;
  /** The report's RTK Query hook. */
  useReport: (query: ReportQuery | typeof skipToken) => ReportQueryState & { data?: R };
  tables: (data: R) => ReportTable[];
  Figures: ComponentType<{ data: R }>;
}

export function PeriodReport<R extends { range: ReportRange }>({
  kind,
  title,
  show,
  useReport,
  tables,
  Figures,
}: PeriodReportProps<R>) {
  const filters = useReportFilters();
  const query = useReport(filters.query ?? skipToken);
  // The people's names only where «Profesional» is a filter (the exports name the one chosen).
  const people = useGetClinicPeopleQuery(show.vet ? undefined : skipToken);
  const data = filters.query ? query.data : undefined;
  const document = useMemo<ReportDocument | null>(
    () =>
      data
        ? {
            kind,
            title,
            from: data.range.from,
            to: data.range.to,
            choice: choiceLines(data.range, filters, show, people.data),
            tables: tables(data),
          }
        : null,
    [data, filters, kind, people.data, show, tables, title],
  );
  return (
    <ReportFrame
      kind={kind}
      filters={filters}
      show={show}
      query={query}
      zone={data?.range.zone}
      document={document}
    >
      {data && <Figures data={data} />}
    </ReportFrame>
  );
}
