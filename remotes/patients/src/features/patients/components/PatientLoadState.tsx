// What a screen about one pet shows before it has the pet: "Cargando mascota...", the not-found texts
// (docs/product/pets.md#pet-detail), or a load error with a retry.
import { Result, Spin } from 'antd';
import { LinkButton, errorStatus } from '@vet/shared-ui';
import { MSG } from '../../../messages';
import { LoadError } from './LoadError';

/** A malformed id (400) is as missing as an unknown one (404). */
export const isMissing = (error: unknown) => [400, 404].includes(errorStatus(error) ?? 0);

export function PatientLoadState({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (!error) {
    return (
      <div className="patients-loading" role="status">
        <Spin />
        <span>{MSG.loadingPatient}</span>
      </div>
    );
  }
  if (isMissing(error)) {
    return (
      <Result
        status="404"
        title={MSG.notFound}
        subTitle={MSG.notFoundDetail}
        extra={
          <LinkButton type="primary" to="/patients">
            Ver todas las mascotas
          </LinkButton>
        }
      />
    );
  }
  return <LoadError title={MSG.detailFailed} error={error} retrying={retrying} onRetry={onRetry} />;
}
