// The owner's pets, each leading to its detail, and "Nueva Mascota" (docs/product/owners.md#owner-detail),
// disabled with the reason for a role without pets.write.
// Pets are created by the patients remote, whose cache is not ours: the list asks the server again on
// every visit. Paged by the server, the page kept in the URL (?page=) so that back from a pet returns to it.
import { Avatar, Card, Pagination, Spin } from 'antd';
import { Link } from 'react-router-dom';
import { EmptyState, formatPetAge, useKeepPageInRange, useListParams } from '@vet/shared-ui';
import { LoadError, Loading } from '@vet/shared-ui/page';
import { paths } from '@vet/shared-ui/contract';
import { SpeciesIcon } from '@vet/shared-ui/icons';
import { PermittedButton } from '@vet/shared-ui/permission';
import type { OwnerPet } from '../../../api/types';
import { MSG } from '../../../messages';
import { useGetOwnerPetsQuery } from '../api/ownerPetsEndpoints';

const PAGE_SIZE = 10;

function petDetails(pet: OwnerPet): string {
  return [pet.species, pet.breed, pet.sex, formatPetAge(pet.birthDate)].filter(Boolean).join(' · ');
}

export function OwnerPets({ ownerId }: { ownerId: string }) {
  const { page, setPage } = useListParams();
  const {
    data: pets,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetOwnerPetsQuery({ ownerId, page, limit: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  useKeepPageInRange(pets, page, setPage);

  let body;
  if (isLoading) {
    body = <Loading label={MSG.loadingPets} />;
  } else if (!pets) {
    body = <LoadError title={MSG.petsLoadFailed} error={error} retrying={isFetching} onRetry={refetch} />;
  } else if (pets.total === 0) {
    body = <EmptyState message={MSG.noPets} />;
  } else {
    body = (
      <Spin spinning={isFetching} aria-busy={isFetching}>
        <ul className="owners-pets">
          {pets.items.map((pet) => (
            <li key={pet._id}>
              <Link to={paths.pet(pet._id)} className="owners-pets__item">
                {/* Without a photo, the species icon, as on the pets screens. */}
                <Avatar src={pet.photo || undefined} alt="" size={40} className="owners-pets__avatar">
                  <SpeciesIcon species={pet.species} />
                </Avatar>
                <span>
                  <span className="owners-pets__name">{pet.name}</span>
                  <span className="owners-pets__meta">{petDetails(pet)}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
        <Pagination
          size="small"
          current={page}
          pageSize={PAGE_SIZE}
          total={pets.total}
          hideOnSinglePage
          showSizeChanger={false}
          onChange={(next) => setPage(next)}
        />
      </Spin>
    );
  }

  return (
    <Card
      title={MSG.petsTitle(pets?.total ?? 0)}
      extra={
        <PermittedButton permission="pets.write" type="primary" size="small" to={paths.newPet(ownerId)}>
          Nueva Mascota
        </PermittedButton>
      }
    >
      {body}
    </Card>
  );
}
