// Ver, editar, eliminar: the same three actions on a table row and on a phone card. A role without
// pets.write gets «Ver» alone: the page's «Nueva mascota» says why once, not on every row.
import { Button, Space } from 'antd';
import { LinkButton } from '@vet/shared-ui';
import { paths } from '@vet/shared-ui/contract';
import { useCan } from '@vet/shared-ui/permission';
import type { Patient } from '../../../api/types';

export function PetActions({
  patient,
  onDelete,
}: {
  patient: Patient;
  onDelete: (patient: Patient) => void;
}) {
  const writes = useCan('pets.write');
  return (
    <Space size={4} wrap>
      <LinkButton size="small" to={paths.pet(patient._id)} aria-label={`Ver a ${patient.name}`}>
        Ver
      </LinkButton>
      {writes && (
        <>
          <LinkButton size="small" to={paths.editPet(patient._id)} aria-label={`Editar a ${patient.name}`}>
            Editar
          </LinkButton>
          <Button
            size="small"
            danger
            onClick={() => onDelete(patient)}
            aria-label={`Eliminar a ${patient.name}`}
          >
            Eliminar
          </Button>
        </>
      )}
    </Space>
  );
}
