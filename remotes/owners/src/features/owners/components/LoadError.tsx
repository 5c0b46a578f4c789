// A screen whose data could not be loaded: what failed, the reason (docs/product/owners.md#messages) and
// a retry.
import { Button, Result } from 'antd';
import { errorMessage } from '@vet/shared-ui';
import { MSG } from '../../../messages';

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
      subTitle={errorMessage(error, MSG.fallbackError)}
      extra={
        <Button type="primary" onClick={onRetry} loading={retrying}>
          Reintentar
        </Button>
      }
    />
  );
}
