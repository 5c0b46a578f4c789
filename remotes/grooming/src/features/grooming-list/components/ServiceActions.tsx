// editar / eliminar of one service (mistakes happen, issue 7); none for a role without grooming.write (the
// page's «Nuevo Servicio» says why once, not on every row).
import { Button, Space } from 'antd';
import { useCan } from '@vet/shared-ui/permission';
import type { GroomingService } from '../../../api/types';

export interface ServiceActionsProps {
  service: GroomingService;
  onEdit: (service: GroomingService) => void;
  onDelete: (service: GroomingService) => void;
}

export function ServiceActions({ service, onEdit, onDelete }: ServiceActionsProps) {
  const writes = useCan('grooming.write');
  if (!writes) return null;
  const who = `${service.service} de ${service.patientId?.name ?? 'la mascota'}`;
  return (
    <Space size="small">
      <Button size="small" onClick={() => onEdit(service)} aria-label={`Editar ${who}`}>
        Editar
      </Button>
      <Button size="small" danger onClick={() => onDelete(service)} aria-label={`Eliminar ${who}`}>
        Eliminar
      </Button>
    </Space>
  );
}
