// "No hay propietarios", "Sin resultados"…: a message, an optional hint and an optional action.
import type { ReactNode } from 'react';
import { Empty } from 'antd';

export interface EmptyStateProps {
  message: string;
  description?: string;
  action?: ReactNode;
}

export function EmptyState({ message, description, action }: EmptyStateProps) {
  return (
    <div className="vet-empty-state" role="status">
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={
          <>
            <strong>{message}</strong>
            {description && <span style={{ display: 'block', marginTop: 4 }}>{description}</span>}
          </>
        }
      >
        {action}
      </Empty>
    </div>
  );
}
