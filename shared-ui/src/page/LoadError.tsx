// A screen (or a part of one) whose data could not be loaded: what failed, the server's reason when it
// adds something, and «Reintentar». Announced to screen readers as it appears.
import type { ReactNode } from 'react';
import { Button } from 'antd';
import { StatusPage } from '../components/StatusPage';
import { errorMessage } from '../api/errorMessage';

export interface LoadErrorProps {
  /** What failed: «No se pudieron cargar los propietarios». */
  title: string;
  error?: unknown;
  retrying?: boolean;
  /** Without it, no button (nothing a retry could change). */
  onRetry?: () => void;
  /** Another way out beside «Reintentar»: «Volver a los exámenes», «Ver todas las mascotas». */
  action?: ReactNode;
}

export function LoadError({ title, error, retrying = false, onRetry, action }: LoadErrorProps) {
  const reason = error === undefined ? '' : errorMessage(error, '');
  return (
    <div role="alert" className="vet-load-error">
      <StatusPage
        tone="error"
        headingLevel={2}
        title={title}
        message={reason && reason !== title ? reason : undefined}
        action={
          (onRetry || action) && (
            <>
              {onRetry && (
                <Button type="primary" onClick={onRetry} loading={retrying}>
                  Reintentar
                </Button>
              )}
              {action}
            </>
          )
        }
      />
    </div>
  );
}
