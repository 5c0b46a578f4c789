// "Total de mascotas" on the desktop "Panel de Resumen" (docs/product/pets.md#dashboard-counter): counted
// by the server. Part of the remote's module, not a lazy chunk: a component that suspends makes React hold
// the answer back until 300 ms after the last loading state it showed (its Suspense throttle), and on a
// cold dashboard that wait came after the count had arrived.
import { Button, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { formatCount } from '@vet/shared-ui';
import { PawIcon } from '@vet/shared-ui/icons';
import { Panel } from '@vet/shared-ui/panel';
import { paths } from '@vet/shared-ui/contract';
import { useGetPatientCountQuery } from './api/petCountEndpoints';
import { MSG } from '../../messages';
import './petCountWidget.css';

function countValue({
  data,
  isLoading,
  isError,
  isFetching,
  refetch,
}: ReturnType<typeof useGetPatientCountQuery>) {
  if (isLoading) {
    // The label sits on a wrapper: antd's Skeleton.Button does not pass it on.
    return (
      <div role="status" aria-label={MSG.loadingCount}>
        <Skeleton.Button active size="large" />
      </div>
    );
  }
  if (isError && !data) {
    return (
      <div className="patients-count__error" role="alert">
        <span className="patients-count__error-text">{MSG.countFailed}</span>
        <Button size="small" type="link" onClick={refetch} loading={isFetching}>
          Reintentar
        </Button>
      </div>
    );
  }
  return (
    <strong className="patients-count__value" data-testid="pet-count">
      {formatCount(data?.total ?? 0)}
    </strong>
  );
}

export function PetCountWidget() {
  const count = useGetPatientCountQuery();
  return (
    <Panel className="patients-count" size="small">
      <div className="patients-count__label">
        <PawIcon /> {MSG.countTitle}
      </div>
      {countValue(count)}
      <Link to={paths.pets} className="patients-count__link">
        Ver mascotas
      </Link>
    </Panel>
  );
}
