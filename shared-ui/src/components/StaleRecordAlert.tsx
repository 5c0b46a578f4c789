// Shown on an edit screen when saving answered that the record changed since the form loaded it
// (isStaleWrite). What the vet typed stays in the form until they choose «Recargar».
import { useState } from 'react';
import { Alert, Button } from 'antd';
import { STALE_RECORD_MESSAGE } from '../submission/staleWrite';

export interface StaleRecordAlertProps<T> {
  /** The record's query refetch (RTK Query's `refetch`, or anything whose result unwraps to it). */
  refetch: () => { unwrap: () => Promise<T> };
  /** Puts the fresh record in the form (and hides this alert). */
  onReloaded: (fresh: T) => void;
}

export function StaleRecordAlert<T>({ refetch, onReloaded }: StaleRecordAlertProps<T>) {
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      onReloaded(await refetch().unwrap());
    } catch {
      // The screen's own load handling says why (a record gone leads to /404); the alert stays.
    } finally {
      setReloading(false);
    }
  };
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      className="stale-record-alert"
      style={{ marginBottom: 16 }}
      title={STALE_RECORD_MESSAGE}
      description="Otra sesión lo guardó antes. Recarga para ver la versión actual y vuelve a aplicar tu cambio."
      action={
        <Button size="small" onClick={reload} loading={reloading}>
          Recargar
        </Button>
      }
    />
  );
}
