// A screen whose data could not be loaded: what failed, the reason (docs/product/owners.md#messages) and
// a retry.
import { Button, Result } from 'antd';
import { errorMessage } from '@vet/shared-ui';
import { OWNER_ERROR_FALLBACK } from '../../../messages';

export function LoadError({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: unknown;
  retrying?: boolean;
  onRetry: () => void;
}) {
  return (
    <Result
      status="error"
      title={title}
      subTitle={errorMessage(error, OWNER_ERROR_FALLBACK)}
      extra={
        <Button type="primary" onClick={onRetry} loading={retrying}>
          Reintentar
        </Button>
      }
    />
  );
}
