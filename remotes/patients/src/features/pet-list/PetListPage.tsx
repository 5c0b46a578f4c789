// /patients (docs/product/pets.md#pet-list): every pet, searched by name, species or owner and paged by
// the server; ver / editar / eliminar. A new pet is registered under its owner, so "Nueva mascota" leads to
// the owners first. A role without pets.write sees "Nueva mascota" disabled with the reason, and "Ver"
// alone on the rows (docs/product/pets.md#what-each-role-sees).
import { useMemo, useState } from 'react';
import { Tooltip } from 'antd';
import { EmptyState, LinkButton, useIsDesktop, useKeepPageInRange, useListParams } from '@vet/shared-ui';
import { ListFrame, PageHeader, type ListTexts } from '@vet/shared-ui/page';
import { paths } from '@vet/shared-ui/contract';
import { PermittedButton, useCan } from '@vet/shared-ui/permission';
import type { Patient } from '../../api/types';
import { DeletePetDialog } from '../../components/DeletePetDialog';
import { MSG } from '../../messages';
import '../../components/page.css';
import { useGetPatientsQuery } from './api/petListEndpoints';
import { PetCards } from './components/PetCards';
import { PetTable } from './components/PetTable';
import type { Paging } from '@vet/shared-ui/table';
import './petList.css';

const LIST_TEXTS: ListTexts = {
  loading: MSG.loadingList,
  loadFailed: MSG.listFailed,
  stale: MSG.listFailed,
  searchLabel: 'Buscar mascotas',
  searchPlaceholder: 'Buscar por nombre, especie o propietario',
  noMatch: MSG.noMatch,
  count: MSG.count,
};

function NewPetButton({ writes }: { writes: boolean }) {
  const button = (
    <PermittedButton
      permission="pets.write"
      type="primary"
      to={paths.owners}
      aria-describedby={writes ? 'new-pet-hint' : undefined}
    >
      Nueva mascota
    </PermittedButton>
  );
  return writes ? <Tooltip title={MSG.newPetHint}>{button}</Tooltip> : button;
}

export default function PetListPage() {
  const desktop = useIsDesktop();
  const list = useListParams();
  const [pageSize, setPageSize] = useState(desktop ? 20 : 10);
  const query = useGetPatientsQuery({ q: list.q, page: list.page, limit: pageSize });
  const [toDelete, setToDelete] = useState<Patient | null>(null);
  const writes = useCan('pets.write');
  useKeepPageInRange(query.data, list.page, list.setPage);

  const { page, setPage } = list;
  const total = query.data?.total ?? 0;
  // Memoised (the table and cards are memo components): a keystroke redraws the search box only.
  const paging = useMemo<Paging>(
    () => ({
      page,
      pageSize,
      total,
      onChange: (next, size) => {
        // A new page size starts again on page 1.
        setPage(size === pageSize ? next : 1);
        setPageSize(size);
      },
    }),
    [page, pageSize, total, setPage],
  );

  return (
    <div className="patients-page">
      <PageHeader
        title={MSG.listTitle}
        subtitle={
          writes && (
            <span id="new-pet-hint" className="patients-list__hint">
              {MSG.newPetHint}
            </span>
          )
        }
        actions={<NewPetButton writes={writes} />}
      />
      <ListFrame
        query={query}
        list={list}
        texts={LIST_TEXTS}
        empty={
          <EmptyState
            message={MSG.emptyList}
            description={writes ? MSG.newPetHint : undefined}
            action={
              writes && (
                <LinkButton type="primary" to={paths.owners}>
                  Elegir propietario
                </LinkButton>
              )
            }
          />
        }
      >
        {(result) =>
          desktop ? (
            <PetTable patients={result.items} paging={paging} onDelete={setToDelete} />
          ) : (
            <PetCards patients={result.items} paging={paging} onDelete={setToDelete} />
          )
        }
      </ListFrame>
      <DeletePetDialog patient={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
