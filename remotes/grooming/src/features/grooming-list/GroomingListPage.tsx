// /grooming-services and /patients/:patientId/grooming-services (SPEC §2): the period's services,
// searchable, with their income summaries; editar / eliminar per row; CSV of what is listed.
import { useMemo, useState } from 'react';
import { Button, Card, Input, Result, Skeleton, Space, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { EmptyState, LinkButton, errorMessage, useIsDesktop } from '@vet/shared-ui';
import { useGetGroomingPatientQuery } from '../grooming/api/groomingQueries';
import type { GroomingService } from '../grooming/api/types';
import { downloadCsv } from '../grooming/csv';
import { MSG } from '../grooming/messages';
import { searchServices, summarize } from '../grooming/summary';
import { DeleteServiceDialog } from './components/DeleteServiceDialog';
import { EditServiceModal } from './components/EditServiceModal';
import { GroomingCards } from './components/GroomingCards';
import { GroomingTable } from './components/GroomingTable';
import { PeriodFilter, type ListPeriod } from './components/PeriodFilter';
import { SummaryCards } from './components/SummaryCards';
import { useGroomingList } from './hooks/useGroomingList';
import './groomingList.css';

export default function GroomingListPage() {
  const { patientId } = useParams();
  const desktop = useIsDesktop();
  const [period, setPeriodState] = useState<ListPeriod>(patientId ? 'all' : 'today');
  // "Now" is taken when the period is chosen: clicking again after midnight moves to the new day.
  const [now, setNow] = useState(() => new Date());
  const [query, setQuery] = useState('');
  const [toEdit, setToEdit] = useState<GroomingService | null>(null);
  const [toDelete, setToDelete] = useState<GroomingService | null>(null);
  const list = useGroomingList(patientId, period, now);
  const pet = useGetGroomingPatientQuery(patientId ?? '', { skip: !patientId });
  const results = useMemo(() => searchServices(list.services, query), [list.services, query]);
  const summary = useMemo(() => summarize(results), [results]);

  const setPeriod = (next: ListPeriod) => {
    setNow(new Date());
    setPeriodState(next);
  };
  const petName = pet.data?.name ?? list.services[0]?.patientId?.name;
  const title = patientId ? `Peluquería de ${petName ?? 'la mascota'}` : 'Servicios de Peluquería';

  let body;
  if (list.isLoading) {
    body = (
      <Card aria-busy="true" aria-label="Cargando servicios...">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  } else if (list.error && !list.loaded) {
    const reason = errorMessage(list.error, '');
    body = (
      <Result
        status="error"
        title={MSG.listFailed}
        subTitle={reason && reason !== MSG.listFailed ? reason : undefined}
        extra={
          <Button type="primary" onClick={list.refetch} loading={list.isFetching}>
            Reintentar
          </Button>
        }
      />
    );
  } else if (list.services.length === 0) {
    body = <EmptyState message={MSG.emptyPeriod} />;
  } else if (results.length === 0) {
    body = (
      <EmptyState message={MSG.noResults} description={`Ningún servicio coincide con «${query.trim()}».`} />
    );
  } else {
    const listProps = { services: results, onEdit: setToEdit, onDelete: setToDelete };
    body = desktop ? <GroomingTable {...listProps} /> : <GroomingCards {...listProps} />;
  }

  return (
    <div className="grooming-page">
      <header className="grooming-header">
        <Typography.Title level={1} className="grooming-header__title">
          {title}
        </Typography.Title>
        <Space wrap>
          <Button onClick={() => downloadCsv(results)} disabled={results.length === 0}>
            Exportar CSV
          </Button>
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
          placeholder="Buscar por paciente, servicio o especificaciones"
          aria-label="Buscar servicios"
          allowClear
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <SummaryCards summary={summary} />
      <div className="grooming-results">{body}</div>
      <EditServiceModal service={toEdit} onClose={() => setToEdit(null)} />
      <DeleteServiceDialog service={toDelete} onClose={() => setToDelete(null)} />
    </div>
  );
}
