// Renders the toasts; the shell mounts it once. Errors and warnings are announced at once
// (role="alert"), successes and notes politely (role="status").
import { useSyncExternalStore } from 'react';
import { dismissToast, getToasts, subscribeToasts, type Toast, type ToastType } from './toastStore';
import './toast.css';

const ICONS: Record<ToastType, string> = { success: '✓', error: '!', warning: '!', info: 'i' };

function ToastCard({ toast }: { toast: Toast }) {
  const urgent = toast.type === 'error' || toast.type === 'warning';
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      aria-live={urgent ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={`vet-toast vet-toast--${toast.type}${toast.closing ? ' vet-toast--closing' : ''}`}
      data-testid="toast"
    >
      <span className="vet-toast__icon" aria-hidden="true">
        {ICONS[toast.type]}
      </span>
      <div className="vet-toast__body">
        {toast.title && <p className="vet-toast__title">{toast.title}</p>}
        <p className="vet-toast__message">{toast.message}</p>
      </div>
      <button
        type="button"
        className="vet-toast__close"
        aria-label="Cerrar notificación"
        onClick={() => dismissToast(toast.id)}
      >
        ×
      </button>
    </div>
  );
}

export function ToastViewport() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getToasts);
  return (
    <section className="vet-toast-viewport" aria-label="Avisos">
      {toasts.map((item) => (
        <ToastCard key={item.id} toast={item} />
      ))}
    </section>
  );
}
