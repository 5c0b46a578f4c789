// /patients (SPEC §2): every pet, searchable by name, species or owner; ver / editar / eliminar.
// A new pet is registered under its owner, so "Nueva mascota" leads to the owners first.
import { useState, type ChangeEvent } from 'react';
import { Alert, Button, Card, Input, Skeleton, Tooltip, Typography } from 'antd';
import { EmptyState, LinkButton, useIsDesktop } from '@vet/shared-ui';
import { useGetPatientsQuery } from '../patients/api/getPatients';
import type { Patient } from '../patients/api/types';
import { DeletePatientDialog } from '../patients/components/DeletePatientDialog';
import { LoadError } from '../patients/components/LoadError';
import { PageHeader } from '../patients/components/PageHeader';
import { MSG } from '../patients/messages';
import '../patients/components/patients.css';
import { PatientCards } from './components/PatientCards';
import { PatientsTable } from './components/PatientsTable';
import type { Paging } from './components/paging';
import { usePatientSearch } from './hooks/usePatientSearch';
import './patientList.css';

const NEW_PET_HINT = 'Para registrar una mascota, primero elige a su propietario.';
const NO_PATIENTS: Patient[] = [];

function NewPetButton() {
  return (
    <Tooltip title={NEW_PET_HINT}>
      <LinkButton type="primary" to="/owners" aria-describedby="new-pet-hint">
        Nueva mascota
      </LinkButton>
    </Tooltip>
  );
}

export default function PatientsListPage() {
  const desktop = useIsDesktop();
  const { data, isLoading, error, isFetching, refetch } = useGetPatientsQuery();
  const patients = data ?? NO_PATIENTS;
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(desktop ? 20 : 10);
  const [toDelete, setToDelete] = useState<Patient | null>(null);
  const { results, searching, stale } = usePatientSearch(patients, query);

  const onSearch = (event: ChangeEvent<HTMLInputElement>) => {
    setQuery(event.target.value);
    setPage(1);
  };
  // A deletion can leave the last page empty: show the last page that has pets.
  const lastPage = Math.max(1, Math.ceil(results.length / pageSize));
  const paging: Paging = {
    page: Math.min(page, lastPage),
    pageSize,
    onChange: (next, size) => {
      setPage(size === pageSize ? next : 1);
      setPageSize(size);
    },
  };

  let body;
  if (isLoading) {
    body = (
      <Card aria-busy="true" aria-label="Cargando pacientes...">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  } else if (!data) {
    body = <LoadError title={MSG.listFailed} error={error} retrying={isFetching} onRetry={refetch} />;
  } else if (patients.length === 0) {
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
        {/* A failed reload keeps the last list on screen, and says so. */}
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
          className="patient-list__search"
          placeholder="Buscar por nombre, especie o propietario"
          aria-label="Buscar mascotas"
          allowClear
          value={query}
          onChange={onSearch}
          loading={stale}
        />
        {results.length === 0 ? (
          <EmptyState
            message={MSG.noResults}
            description={`Ninguna mascota coincide con «${query.trim()}».`}
          />
        ) : (
          <div
            className={stale ? 'patient-list__results patient-list__results--stale' : 'patient-list__results'}
          >
            {searching && (
              <Typography.Text type="secondary" className="patient-list__count" role="status">
                {results.length === 1 ? '1 mascota encontrada' : `${results.length} mascotas encontradas`}
              </Typography.Text>
            )}
            {desktop ? (
              <PatientsTable patients={results} paging={paging} onDelete={setToDelete} />
            ) : (
              <PatientCards patients={results} paging={paging} onDelete={setToDelete} />
            )}
          </div>
        )}
      </>
    );
  }

  return (
    <div className="patients-page">
      <PageHeader
        title="Mascotas"
        subtitle={
          <span id="new-pet-hint" className="patient-list__hint">
            {NEW_PET_HINT}
          </span>
        }
        actions={<NewPetButton />}
      />
      {body}
      <DeletePatientDialog patient={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
