// Everything around a searchable, paged list, the same on every list screen: a skeleton while the first
// page loads; the load error with «Reintentar»; the first-use state when there is nothing yet; then the
// search box, the count (announced), «Sin resultados» with «Limpiar búsqueda», and the page of results,
// kept on screen under a spinner while the next one loads, with a warning when a reload failed.
import type { ReactNode } from 'react';
import { Button, Input, Skeleton, Spin } from 'antd';
import { Panel } from '../components/Panel';
import { EmptyState } from '../components/EmptyState';
import type { ListPage } from '../paging/listPage';
import type { ListParams } from '../paging/useListParams';
import { LoadError } from './LoadError';
import { StaleAlert } from './StaleAlert';
import './page.css';

/** What an RTK Query list hook returns, as far as the frame needs it. */
export interface ListQueryState<T> {
  data?: ListPage<T>;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

export interface ListTexts {
  /** «Cargando propietarios...» */
  loading: string;
  /** «No se pudieron cargar los propietarios» */
  loadFailed: string;
  /** «No se pudo actualizar la lista de propietarios.» */
  stale: string;
  /** The search box's accessible name: «Buscar propietario». */
  searchLabel: string;
  searchPlaceholder: string;
  /** «Ningún propietario coincide con «Ana».» */
  noMatch: (q: string) => string;
  /** «1 propietario», «12 propietarios encontrados». */
  count: (total: number, searching: boolean) => string;
}

export interface ListFrameProps<T> {
  query: ListQueryState<T>;
  list: ListParams;
  texts: ListTexts;
  /** Shown when there is nothing at all yet (no search): what to do first. */
  empty: ReactNode;
  /** The page of results (table or cards, and their paging). */
  children: (page: ListPage<T>) => ReactNode;
}

export function ListFrame<T>({ query, list, texts, empty, children }: ListFrameProps<T>) {
  const { data, isLoading, isFetching, error, refetch } = query;
  const retry = () => void refetch();
  if (isLoading) {
    return (
      <Panel aria-busy="true" aria-label={texts.loading}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Panel>
    );
  }
  if (!data)
    return <LoadError title={texts.loadFailed} error={error} retrying={isFetching} onRetry={retry} />;
  const searching = !!list.q;
  if (data.total === 0 && !searching && !list.input) return <>{empty}</>;
  return (
    <div className="vet-list">
      {/* A failed reload keeps the last page on screen, and says so. */}
      {error !== undefined && error !== null && (
        <StaleAlert title={texts.stale} retrying={isFetching} onRetry={retry} />
      )}
      <Input
        type="search"
        allowClear
        size="large"
        className="vet-list__search"
        aria-label={texts.searchLabel}
        placeholder={texts.searchPlaceholder}
        value={list.input}
        onChange={(event) => list.setInput(event.target.value)}
      />
      <Spin spinning={isFetching} aria-busy={isFetching}>
        <p className="vet-list__count" aria-live="polite">
          {texts.count(data.total, searching)}
        </p>
        {data.total === 0 ? (
          <EmptyState
            message="Sin resultados"
            description={texts.noMatch(list.q)}
            action={<Button onClick={list.clear}>Limpiar búsqueda</Button>}
          />
        ) : (
          children(data)
        )}
      </Spin>
    </div>
  );
}
