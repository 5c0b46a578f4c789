// The clinic's data for a member who may not change it (every role but Administrador): the same fields,
// read only, and why they cannot change it.
import { Descriptions, type DescriptionsProps } from 'antd';
import { formatPhone, telUrl } from '@vet/shared-ui';
import type { Clinic } from '../../../api/types';
import { MSG } from '../../../messages';

/** `reason`: why this member may not change the data, as the API would refuse it. */
export function ClinicView({ clinic, reason }: { clinic: Clinic; reason: string }) {
  const items: DescriptionsProps['items'] = [
    { key: 'name', label: 'Nombre de la clínica', children: clinic.name },
    { key: 'rif', label: 'RIF', children: clinic.rif || MSG.noRif },
    { key: 'address', label: 'Dirección', children: clinic.address },
    {
      key: 'phone',
      label: 'Teléfono',
      children: <a href={telUrl(clinic.phone)}>{formatPhone(clinic.phone)}</a>,
    },
    { key: 'estado', label: 'Estado de la clínica', children: clinic.estado },
  ];
  return (
    <>
      <Descriptions column={1} items={items} />
      <p className="clinic-data__note">{reason}</p>
    </>
  );
}
