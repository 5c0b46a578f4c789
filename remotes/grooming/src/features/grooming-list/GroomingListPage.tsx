// /grooming-services and /patients/:patientId/grooming-services (docs/product/grooming.md#service-list): the
// period's services, searched and paged by the server, with the summaries of every match; editar / eliminar
// per row; CSV of every match. Recording, editing and deleting follow grooming.write, which every role has
// today (docs/product/grooming.md#what-each-role-sees).
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { EmptyState, useIsDesktop, useKeepPageInRange, useListParams } from '@vet/shared-ui';
import { ListFrame, PageHeader } from '@vet/shared-ui/page';
import { paths } from '@vet/shared-ui/contract';
import { PermittedButton } from '@vet/shared-ui/permission';
import { useGetGroomingPatientQuery } from './api/groomingListEndpoints';
import type { GroomingService } from '../../api/types';
import { GROOMING_LIST_TEXTS, MSG } from '../../messages';
import { DeleteServiceDialog } from './components/DeleteServiceDialog';
import { ExportCsvButton } from './components/ExportCsvButton';
import { GroomingCards } from './components/GroomingCards';
import { GroomingTable } from './components/GroomingTable';
import type { Paging } from '@vet/shared-ui/table';
import { PeriodFilter, type ListPeriod } from './components/PeriodFilter';
import { SummaryCards } from './components/SummaryCards';
import { initialPeriod, PAGE_SIZE, useGroomingList, useListFilter } from './hooks/useGroomingList';
import './groomingList.css';

// The edit form (date picker, number inputs, radios, modal) loads on the first «Editar»: the list
// itself does not need it (issue #9's route budget).
const EditGroomingModal = lazy(() =>
  import('../grooming-form/EditGroomingModal').then((module) => ({ default: module.EditGroomingModal })),
);

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
  const query = useGroomingList(filter, list.q, list.page);
  const { data } = query;
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
    // antd passes the page size second; setPage's second argument means "replace the history entry".
    () => ({ page: list.page, pageSize: PAGE_SIZE, total, onChange: (next) => setPage(next) }),
    [list.page, total, setPage],
  );

  const listProps = { paging, onEdit: setToEdit, onDelete: setToDelete };

  return (
    <div className="grooming-page">
      <PageHeader
        title={title}
        actions={
          <>
            <ExportCsvButton filter={filter} q={list.q} disabled={!data?.total} />
            <PermittedButton
              permission="grooming.write"
              type="primary"
              to={patientId ? paths.newGrooming(patientId) : paths.pets}
            >
              Nuevo Servicio
            </PermittedButton>
          </>
        }
      />
      <div className="grooming-toolbar">
        <PeriodFilter value={period} onChange={setPeriod} withAll={!!patientId} />
      </div>
      <ListFrame
        query={query}
        list={list}
        texts={GROOMING_LIST_TEXTS}
        empty={<EmptyState message={MSG.emptyPeriod} />}
      >
        {(page) => (
          <>
            {/* Over every match of the period and search, not only this page: summed by the API. */}
            {data && <SummaryCards summary={data.summary} />}
            <div className="grooming-results">
              {desktop ? (
                <GroomingTable services={page.items} {...listProps} />
              ) : (
                <GroomingCards services={page.items} {...listProps} />
              )}
            </div>
          </>
        )}
      </ListFrame>
      {everEdited && (
        <Suspense fallback={null}>
          <EditGroomingModal service={toEdit} onClose={() => setToEdit(null)} />
        </Suspense>
      )}
      <DeleteServiceDialog service={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
