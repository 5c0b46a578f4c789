// One grooming counter on the desktop "Panel de Resumen" (SPEC §2). One query for the three (RTK
// Query shares it); the browser computes the period starts in its own time zone.
import { Button } from 'antd';
import { formatCount } from '@vet/shared-ui';
import { useGetGroomingCountsQuery } from '../grooming/api/groomingQueries';
import type { GroomingCounts } from '../grooming/api/types';
import { CountLoading, GroomingCountCard, type CountArgs } from './GroomingCountSlots';

interface Props {
  field: keyof GroomingCounts;
  label: string;
  /** The instants its slot asked with, so the widget reads that answer. */
  args: CountArgs;
}

export default function GroomingCountWidget({ field, label, args }: Props) {
  // Its slot asked when it mounted, a moment before: the widget reads that answer.
  const { data, isLoading, isError, isFetching, refetch } = useGetGroomingCountsQuery(args, {
    refetchOnMountOrArgChange: false,
  });
  let value;
  if (isLoading) {
    value = <CountLoading label={label} />;
  } else if (isError && !data) {
    value = (
      <div className="grooming-count__error" role="alert">
        <span className="grooming-count__error-text">No se pudo cargar.</span>
        <Button size="small" type="link" onClick={refetch} loading={isFetching}>
          Reintentar
        </Button>
      </div>
    );
  } else {
    value = (
      <strong className="grooming-count__value" data-testid={`grooming-count-${field}`}>
        {formatCount(data?.[field] ?? 0)}
      </strong>
    );
  }
  return <GroomingCountCard label={label}>{value}</GroomingCountCard>;
}
