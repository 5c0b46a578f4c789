// What a screen about one pet shows before it has the pet (docs/product/pets.md#pet-detail), in the page
// frame of shared-ui: "Cargando mascota...", the not-found texts with the way back to the list, or the
// load error with «Reintentar».
import { LinkButton, StatusPage, errorStatus } from '@vet/shared-ui';
import { LoadError, Loading } from '@vet/shared-ui/page';
import { paths } from '@vet/shared-ui/contract';
import { MSG } from '../messages';

/** A malformed id (400) is as missing as an unknown one (404). */
export const isMissing = (error: unknown) => [400, 404].includes(errorStatus(error) ?? 0);

export function PetLoadState({
  error,
  retrying,
  onRetry,
}: {
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (!error) return <Loading label={MSG.loadingPatient} />;
  if (isMissing(error)) {
    return (
      <StatusPage
        tone="warning"
        title={MSG.notFound}
        message={MSG.notFoundDetail}
        action={
          <LinkButton type="primary" to={paths.pets}>
            Ver todas las mascotas
          </LinkButton>
        }
      />
    );
  }
  return <LoadError title={MSG.detailFailed} error={error} retrying={retrying} onRetry={onRetry} />;
}
