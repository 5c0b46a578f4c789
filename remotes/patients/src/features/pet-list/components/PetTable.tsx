// Desktop: one page of pets as a table; its pagination asks the server for the others (the list frame
// above it says how many there are).
import { memo } from 'react';
import { Link } from 'react-router-dom';
import { formatPetAge } from '@vet/shared-ui';
import { DataTable, tablePager, type DataColumn, type Paging } from '@vet/shared-ui/table';
import { paths } from '@vet/shared-ui/contract';
import { ownerOf, type Patient } from '../../../api/types';
import { PetAvatar } from '../../../components/PetAvatar';
import { PetActions } from './PetActions';

const patientKey = (patient: Patient) => patient._id;

/** What the table (desktop) and the cards (phones) of the list both show and do. */
export interface PetViewProps {
  patients: readonly Patient[];
  paging: Paging;
  onDelete: (patient: Patient) => void;
}

export const PetTable = memo(function PetTable({ patients, paging, onDelete }: PetViewProps) {
  const columns: DataColumn<Patient>[] = [
    {
      key: 'photo',
      title: 'Foto',
      width: 64,
      render: (patient) => <PetAvatar photo={patient.photo} species={patient.species} name={patient.name} />,
    },
    {
      key: 'name',
      title: 'Nombre',
      render: (patient) => <Link to={paths.pet(patient._id)}>{patient.name}</Link>,
    },
    { key: 'species', title: 'Especie', render: (patient) => patient.species },
    { key: 'breed', title: 'Raza', render: (patient) => patient.breed || '—' },
    {
      key: 'owner',
      title: 'Propietario',
      render: (patient) => {
        const owner = ownerOf(patient);
        return owner ? <Link to={paths.owner(owner._id)}>{owner.name}</Link> : '—';
      },
    },
    { key: 'age', title: 'Edad', render: (patient) => formatPetAge(patient.birthDate) || '—' },
    {
      key: 'actions',
      title: 'Acciones',
      width: 240,
      render: (patient) => <PetActions patient={patient} onDelete={onDelete} />,
    },
  ];
  return (
    <DataTable
      rows={patients}
      rowKey={patientKey}
      columns={columns}
      pagination={tablePager(paging, [10, 20, 50, 100])}
      minWidth={900}
      label="Mascotas"
    />
  );
});
