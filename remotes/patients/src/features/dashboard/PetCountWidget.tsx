// "Total de mascotas" on the desktop "Panel de Resumen" (docs/product/pets.md#dashboard-counter): counted
// by the server. Part of the remote's module, not a lazy chunk: a component that suspends makes React hold
// the answer back until 300 ms after the last loading state it showed (its Suspense throttle), and on a
// cold dashboard that wait came after the count had arrived.
import { PawIcon } from '@vet/shared-ui/icons';
import { CountCard } from '@vet/shared-ui/panel';
import { paths } from '@vet/shared-ui/contract';
import { useGetPatientCountQuery } from './api/petCountEndpoints';
import { MSG } from '../../messages';

export function PetCountWidget() {
  const { data, isLoading, isError, isFetching, refetch } = useGetPatientCountQuery();
  return (
    <CountCard
      icon={<PawIcon />}
      label={MSG.countTitle}
      value={data?.total}
      loading={isLoading}
      failed={isError}
      retrying={isFetching}
      onRetry={refetch}
      loadingLabel={MSG.loadingCount}
      failedText={MSG.countFailed}
      link={{ to: paths.pets, label: 'Ver mascotas' }}
      testId="pet-count"
    />
  );
}
