// Desktop: one page of pets as a table; its pagination asks the server for the others.
import { memo } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatPetAge } from '@vet/shared-ui';
import { ownerOf, type Patient } from '../../patients/api/types';
import { PetAvatar } from '../../patients/components/PetAvatar';
import { PatientActions } from './PatientActions';
import type { Paging } from './paging';

export const PatientsTable = memo(function PatientsTable({
  patients,
  paging,
  onDelete,
}: {
  patients: readonly Patient[];
  paging: Paging;
  onDelete: (patient: Patient) => void;
}) {
  const columns: TableColumnsType<Patient> = [
    {
      key: 'photo',
      title: 'Foto',
      width: 64,
      render: (_, patient) => (
        <PetAvatar photo={patient.photo} species={patient.species} name={patient.name} />
      ),
    },
    {
      key: 'name',
      title: 'Nombre',
      render: (_, patient) => <Link to={`/patients/${patient._id}`}>{patient.name}</Link>,
    },
    { key: 'species', title: 'Especie', dataIndex: 'species' },
    { key: 'breed', title: 'Raza', render: (_, patient) => patient.breed || '—' },
    {
      key: 'owner',
      title: 'Propietario',
      render: (_, patient) => {
        const owner = ownerOf(patient);
        return owner ? <Link to={`/owners/${owner._id}`}>{owner.name}</Link> : '—';
      },
    },
    { key: 'age', title: 'Edad', render: (_, patient) => formatPetAge(patient.birthDate) || '—' },
    {
      key: 'actions',
      title: 'Acciones',
      width: 240,
      render: (_, patient) => <PatientActions patient={patient} onDelete={onDelete} />,
    },
  ];
  return (
    <Table<Patient>
      rowKey="_id"
      columns={columns}
      dataSource={patients}
      pagination={{
        current: paging.page,
        pageSize: paging.pageSize,
        total: paging.total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50, 100],
        showTotal: (total) => (total === 1 ? '1 mascota' : `${total} mascotas`),
        onChange: paging.onChange,
      }}
      scroll={{ x: 900 }}
    />
  );
});
