// /patients (docs/product/pets.md#pet-list): every pet, searched by name, species or owner and paged by
// the server; ver / editar / eliminar. A new pet is registered under its owner, so "Nueva mascota" leads to
// the owners first.
import { useMemo, useState } from 'react';
import { Alert, Button, Input, Skeleton, Spin, Tooltip } from 'antd';
import { Panel } from '@vet/shared-ui/panel';
import { EmptyState, LinkButton, useIsDesktop, useKeepPageInRange, useListParams } from '@vet/shared-ui';
import { useGetPatientsQuery } from './api/petListEndpoints';
import type { Patient } from '../../api/types';
import { DeletePetDialog } from '../../components/DeletePetDialog';
import { LoadError } from '../patients/components/LoadError';
import { PageHeader } from '../patients/components/PageHeader';
import { MSG } from '../../messages';
import '../patients/components/patients.css';
import { PetCards } from './components/PetCards';
import { PetTable } from './components/PetTable';
import type { Paging } from './components/paging';
import './petList.css';

const NEW_PET_HINT = 'Para registrar una mascota, primero elige a su propietario.';

function NewPetButton() {
  return (
    <Tooltip title={NEW_PET_HINT}>
      <LinkButton type="primary" to="/owners" aria-describedby="new-pet-hint">
        Nueva mascota
      </LinkButton>
    </Tooltip>
  );
}

export default function PetListPage() {
  const desktop = useIsDesktop();
  const list = useListParams();
  const [pageSize, setPageSize] = useState(desktop ? 20 : 10);
  const { data, isLoading, error, isFetching, refetch } = useGetPatientsQuery({
    q: list.q,
    page: list.page,
    limit: pageSize,
  });
  const [toDelete, setToDelete] = useState<Patient | null>(null);
  useKeepPageInRange(data, list.page, list.setPage);

  const { page, setPage } = list;
  const total = data?.total ?? 0;
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

  let body;
  if (isLoading) {
    body = (
      <Panel aria-busy="true" aria-label="Cargando pacientes...">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Panel>
    );
  } else if (!data) {
    body = <LoadError title={MSG.listFailed} error={error} retrying={isFetching} onRetry={refetch} />;
  } else if (data.total === 0 && !list.q && !list.input) {
    body = (
      <EmptyState
        message={MSG.emptyList}
        description={NEW_PET_HINT}
        action={
          <LinkButton type="primary" to="/owners">
            Elegir propietario
          </LinkButton>
        }
      />
    );
  } else {
    body = (
      <>
        {/* A failed reload keeps the last page on screen, and says so. */}
        {error && (
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
        <Input.Search
          className="pet-list__search"
          placeholder="Buscar por nombre, especie o propietario"
          aria-label="Buscar mascotas"
          allowClear
          value={list.input}
          onChange={(event) => list.setInput(event.target.value)}
          loading={isFetching}
        />
        <Spin spinning={isFetching} aria-busy={isFetching}>
          {data.total === 0 ? (
            <EmptyState
              message={MSG.noResults}
              description={`Ninguna mascota coincide con «${list.q}».`}
              action={<Button onClick={list.clear}>Limpiar búsqueda</Button>}
            />
          ) : (
            <div className="pet-list__results">
              {list.q && (
                <span className="pet-list__count" role="status">
                  {data.total === 1 ? '1 mascota encontrada' : `${data.total} mascotas encontradas`}
                </span>
              )}
              {desktop ? (
                <PetTable patients={data.items} paging={paging} onDelete={setToDelete} />
              ) : (
                <PetCards patients={data.items} paging={paging} onDelete={setToDelete} />
              )}
            </div>
          )}
        </Spin>
      </>
    );
  }

  return (
    <div className="patients-page">
      <PageHeader
        title="Mascotas"
        subtitle={
          <span id="new-pet-hint" className="pet-list__hint">
            {NEW_PET_HINT}
          </span>
        }
        actions={<NewPetButton />}
      />
      {body}
      <DeletePetDialog patient={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
