// "Total de mascotas" on the desktop "Panel de Resumen" (SPEC §2): counted by the server.
import { Button } from 'antd';
import { formatCount } from '@vet/shared-ui';
import { useGetPatientCountQuery } from '../patients/api/getPatientCount';
import { PetCountCard, petCountLoading } from './PetCountSlot';

export default function PetCountWidget() {
  // Its slot asked when it mounted, a moment before: the widget reads that answer.
  const { data, isLoading, isError, isFetching, refetch } = useGetPatientCountQuery(undefined, {
    refetchOnMountOrArgChange: false,
  });

  if (isLoading) return <PetCountCard>{petCountLoading}</PetCountCard>;
  if (isError && !data) {
    return (
      <PetCountCard>
        <div className="pet-count__error" role="alert">
          <span className="pet-count__error-text">No se pudo cargar el total.</span>
          <Button size="small" type="link" onClick={refetch} loading={isFetching}>
            Reintentar
          </Button>
        </div>
      </PetCountCard>
    );
  }
  return (
    <PetCountCard>
      <strong className="pet-count__value" data-testid="pet-count">
        {formatCount(data?.total ?? 0)}
      </strong>
    </PetCountCard>
  );
}
