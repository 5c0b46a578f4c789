// What a lab screen shows while its data loads or when it failed: a spinner, or the reason and a retry.
import { Button, Result, Spin } from 'antd';

export function Loading({ text }: { text: string }) {
  return (
    <div role="status" style={{ padding: 32, textAlign: 'center' }}>
      <Spin /> <span>{text}</span>
    </div>
  );
}

export function LoadFailure({
  title,
  onRetry,
  retrying,
}: {
  title: string;
  onRetry?: () => void;
  retrying?: boolean;
}) {
  return (
    <Result
      status="error"
      title={title}
      extra={
        onRetry && (
          <Button type="primary" onClick={onRetry} loading={retrying}>
            Reintentar
          </Button>
        )
      }
    />
  );
}
