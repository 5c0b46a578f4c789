// A consultation's form opened by its address by a role that does not write consultations
// (docs/product/clinical.md#decisions): the API's reason and the way back to the pet, asking the server
// nothing. Reading is the mounts' (clinical.read, in the environment file).
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { LinkButton } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { PermissionRequired } from '@vet/shared-ui/permission';

export function WritesConsultations({ children }: { children: ReactNode }) {
  const { patientId = '', consultationId } = useParams();
  const back = consultationId ? (
    <LinkButton to={paths.consultation(patientId, consultationId)}>Volver a la consulta</LinkButton>
  ) : (
    <LinkButton to={paths.pet(patientId)}>Volver a la mascota</LinkButton>
  );
  return (
    <PermissionRequired permission="clinical.write" back={back}>
      {children}
    </PermissionRequired>
  );
}
