// Every report's screen (docs/product/reports.md): «Reportes» with the exports, the reports' tabs, the
// period and filters the report takes, then its figures — or the wait («Cargando reporte...»), the load
// error with the server's reason and «Reintentar», or nothing under a refused period (its reason is shown
// next to the filters: the client's check before asking, or the server's 400).
import type { ReactNode } from 'react';
import { errorMessage } from '@vet/shared-ui';
import { LoadError, Loading, PageHeader } from '@vet/shared-ui/page';
import { ExportButtons } from '../features/export/ExportButtons';
import type { ReportDocument, ReportKind } from '../features/export/reportTables';
import { ReportFiltersBar, type ShownFilters } from '../features/filters/ReportFiltersBar';
import {
  knownClinicZone,
  rememberClinicZone,
  type ReportFilters,
} from '../features/filters/useReportFilters';
import { MSG } from '../messages';
import { ReportTabs } from './ReportTabs';
import './reports.css';

export interface ReportQueryState {
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  isSuccess: boolean;
  refetch: () => unknown;
}

/** A 400: the period or a filter the server refuses, with its reason. */
function refusalOf(error: unknown): string | undefined {
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  return status === 400 ? errorMessage(error, MSG.loadFailed) : undefined;
}

export function ReportFrame({
  kind,
  filters,
  show = {},
  query,
  zone,
  document,
  children,
}: {
  kind: ReportKind;
  /** None for a report without a period (vaccination). */
  filters?: ReportFilters;
  show?: ShownFilters;
  query?: ReportQueryState;
  zone?: string;
  document: ReportDocument | null;
  children?: ReactNode;
}) {
  rememberClinicZone(zone);
  const refusal = query ? refusalOf(query.error) : undefined;
  let body: ReactNode = children;
  if (filters?.problem || refusal) body = null;
  else if (query?.isLoading) body = <Loading label={MSG.loading} />;
  else if (query?.error)
    body = (
      <LoadError
        title={MSG.loadFailed}
        error={query.error}
        retrying={query.isFetching}
        onRetry={() => query.refetch()}
      />
    );
  return (
    <div className="reports-page">
      <PageHeader title={MSG.title} actions={<ExportButtons report={refusal ? null : document} />} />
      <ReportTabs current={kind} />
      {filters && (
        <ReportFiltersBar filters={filters} show={show} zone={zone ?? knownClinicZone()} refusal={refusal} />
      )}
      {body}
    </div>
  );
}
