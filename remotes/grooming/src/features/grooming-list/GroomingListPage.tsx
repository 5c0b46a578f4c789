// /grooming-services and /patients/:patientId/grooming-services (docs/product/grooming.md#service-list): the
// period's services, searched and paged by the server, with the summaries of every match; editar / eliminar
// per row; CSV of every match.
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Alert, Button, Input, Skeleton, Space, Spin } from 'antd';
import { Panel } from '@vet/shared-ui/panel';
import { useParams } from 'react-router-dom';
import {
  EmptyState,
  LinkButton,
  StatusPage,
  errorMessage,
  useIsDesktop,
  useKeepPageInRange,
  useListParams,
} from '@vet/shared-ui';
import { useGetGroomingPatientQuery } from './api/groomingListEndpoints';
import type { GroomingService, GroomingSummary } from '../../api/types';
import { MSG } from '../../messages';
import { DeleteServiceDialog } from './components/DeleteServiceDialog';
import { ExportCsvButton } from './components/ExportCsvButton';
import { GroomingCards } from './components/GroomingCards';
import { GroomingTable } from './components/GroomingTable';
import type { Paging } from './components/paging';
import { PeriodFilter, type ListPeriod } from './components/PeriodFilter';
import { SummaryCards } from './components/SummaryCards';
import { initialPeriod, PAGE_SIZE, useGroomingList, useListFilter } from './hooks/useGroomingList';
import './groomingList.css';

// The edit form (date picker, number inputs, radios, modal) loads on the first «Editar»: the list
// itself does not need it (issue #9's route budget).
const EditGroomingModal = lazy(() =>
  import('../grooming-form/EditGroomingModal').then((module) => ({ default: module.EditGroomingModal })),
);

const NO_SUMMARY: GroomingSummary = { count: 0, total: 0, average: 0, bolivares: 0, withRate: 0 };

export default function GroomingListPage() {
  const { patientId } = useParams();
  const desktop = useIsDesktop();
  const list = useListParams();
  const [period, setPeriodState] = useState<ListPeriod>(() => initialPeriod(patientId));
  // "Now" is taken when the period is chosen: clicking again after midnight moves to the new day.
  const [now, setNow] = useState(() => new Date());
  const [toEdit, setToEdit] = useState<GroomingService | null>(null);
  // Mounted from the first «Editar» on, so closing still plays the modal's exit.
  const [everEdited, setEverEdited] = useState(false);
  if (toEdit && !everEdited) setEverEdited(true);
  const [toDelete, setToDelete] = useState<GroomingService | null>(null);
  const filter = useListFilter(patientId, period, now);
  const { data, isLoading, isFetching, error, refetch } = useGroomingList(filter, list.q, list.page);
  const pet = useGetGroomingPatientQuery(patientId ?? '', { skip: !patientId });
  useKeepPageInRange(data, list.page, list.setPage);

  const { setPage } = list;
  const setPeriod = useCallback(
    (next: ListPeriod) => {
      setNow(new Date());
      setPeriodState(next);
      setPage(1, true);
    },
    [setPage],
  );
  const petName = pet.data?.name ?? data?.items[0]?.patientId?.name;
  const title = patientId ? MSG.petListTitle(petName) : MSG.listTitle;
  // The same object until the page or the total changes: the table and the cards are memo components,
  // so a keystroke in the search box does not redraw the rows.
  const total = data?.total ?? 0;
  const paging = useMemo<Paging>(
    () => ({ page: list.page, pageSize: PAGE_SIZE, total, onChange: setPage }),
    [list.page, total, setPage],
  );

  let body;
  if (isLoading) {
    body = (
      <Panel aria-busy="true" aria-label={MSG.loadingServices}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Panel>
    );
  } else if (!data) {
    const reason = errorMessage(error, '');
    body = (
      <StatusPage
        tone="error"
        headingLevel={2}
        title={MSG.listFailed}
        message={reason && reason !== MSG.listFailed ? reason : undefined}
        action={
          <Button type="primary" onClick={refetch} loading={isFetching}>
            Reintentar
          </Button>
        }
      />
    );
  } else if (data.total === 0 && !list.q) {
    body = <EmptyState message={MSG.emptyPeriod} />;
  } else if (data.total === 0) {
    body = (
      <EmptyState
        message={MSG.noResults}
        description={MSG.noMatch(list.q)}
        action={<Button onClick={list.clear}>Limpiar búsqueda</Button>}
      />
    );
  } else {
    const listProps = { services: data.items, paging, onEdit: setToEdit, onDelete: setToDelete };
    body = desktop ? <GroomingTable {...listProps} /> : <GroomingCards {...listProps} />;
  }

  return (
    <div className="grooming-page">
      <header className="grooming-header">
        <h1 className="grooming-header__title">{title}</h1>
        <Space wrap>
          <ExportCsvButton filter={filter} q={list.q} disabled={!data?.total} />
          <LinkButton
            type="primary"
            to={patientId ? `/patients/${patientId}/grooming-services/create` : '/patients'}
          >
            Nuevo Servicio
          </LinkButton>
        </Space>
      </header>
      <div className="grooming-toolbar">
        <PeriodFilter value={period} onChange={setPeriod} withAll={!!patientId} />
        <Input.Search
          className="grooming-toolbar__search"
          placeholder={MSG.searchHint}
          aria-label="Buscar servicios"
          allowClear
          value={list.input}
          onChange={(event) => list.setInput(event.target.value)}
          loading={isFetching}
        />
      </div>
      {/* A failed reload keeps the last page on screen, and says so. */}
      {data && error && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={MSG.listFailed}
          action={
            <Button size="small" onClick={refetch} loading={isFetching}>
              Reintentar
            </Button>
          }
        />
      )}
      <Spin spinning={isFetching && !isLoading} aria-busy={isFetching}>
        <SummaryCards summary={data?.summary ?? NO_SUMMARY} />
        <div className="grooming-results">{body}</div>
      </Spin>
      {everEdited && (
        <Suspense fallback={null}>
          <EditGroomingModal service={toEdit} onClose={() => setToEdit(null)} />
        </Suspense>
      )}
      <DeleteServiceDialog service={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
