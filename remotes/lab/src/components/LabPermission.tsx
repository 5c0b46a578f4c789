// A lab screen opened by its address by a role that may not use it (docs/product/lab.md#what-each-role-sees):
// the API's reason and the way back, to the pet for a role that does not see exams, to the pet's exams for
// one that does not write them.
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { LinkButton, type Permission } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { PermissionRequired } from '@vet/shared-ui/permission';

export function LabPermission({
  permission,
  children,
}: {
  permission: Extract<Permission, 'lab.read' | 'lab.write'>;
  children: ReactNode;
}) {
  const { patientId = '' } = useParams();
  const back =
    permission === 'lab.read' ? (
      <LinkButton to={paths.pet(patientId)}>Volver a la mascota</LinkButton>
    ) : (
      <LinkButton to={paths.labExams(patientId)}>Volver a los exámenes</LinkButton>
    );
  return (
    <PermissionRequired permission={permission} back={back}>
      {children}
    </PermissionRequired>
  );
}
