// editar / eliminar of one service (mistakes happen, issue 7).
import { Button, Space } from 'antd';
import type { GroomingService } from '../../../api/types';

export interface ServiceActionsProps {
  service: GroomingService;
  onEdit: (service: GroomingService) => void;
  onDelete: (service: GroomingService) => void;
}

export function ServiceActions({ service, onEdit, onDelete }: ServiceActionsProps) {
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
