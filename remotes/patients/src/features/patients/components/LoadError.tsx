// A screen's data could not be loaded: what failed, why (the server's sentence), and a retry.
import { Button, Result } from 'antd';
import { errorMessage } from '@vet/shared-ui';

export function LoadError({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
}) {
  const reason = errorMessage(error, '');
  return (
    <Result
      status="error"
      title={title}
      subTitle={reason && reason !== title ? reason : undefined}
      extra={
        <Button type="primary" onClick={onRetry} loading={retrying}>
          Reintentar
        </Button>
      }
    />
  );
}
