// Phones: one card per pet of the page the server sent, with the same actions as the table.
import { memo } from 'react';
import { Pagination } from 'antd';
import { cardsPager } from '@vet/shared-ui/table';
import { Link } from 'react-router-dom';
import { formatPetAge } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { ownerOf } from '../../../api/types';
import { PetAvatar } from '../../../components/PetAvatar';
import { PetActions } from './PetActions';
import type { PetViewProps } from './PetTable';

export const PetCards = memo(function PetCards({ patients, paging, onDelete }: PetViewProps) {
  return (
    <>
      <ul className="patients-cards" aria-label="Mascotas">
        {patients.map((patient) => {
          const owner = ownerOf(patient);
          const age = formatPetAge(patient.birthDate);
          return (
            <li key={patient._id} className="patients-card">
              <PetAvatar photo={patient.photo} species={patient.species} name={patient.name} size={56} />
              <div className="patients-card__body">
                <Link to={paths.pet(patient._id)} className="patients-card__name">
                  {patient.name}
                </Link>
                <span className="patients-card__line patients-card__line--secondary">
                  {[patient.species, patient.breed, age].filter(Boolean).join(' · ')}
                </span>
                <span className="patients-card__line">
                  {owner ? `Propietario: ${owner.name}` : 'Sin propietario'}
                </span>
                <PetActions patient={patient} onDelete={onDelete} />
              </div>
            </li>
          );
        })}
      </ul>
      <Pagination className="patients-cards__pagination" {...cardsPager(paging)} />
    </>
  );
});
