// The toast API every container uses (never antd's static message.*):
//   toast.success('Mascota registrada con éxito'); toast.error(msg, { duration: 0 });
import { dismissToast, showToast, type ToastOptions } from './toastStore';

export const toast = {
  success: (message: string, options?: ToastOptions) => showToast('success', message, options),
  error: (message: string, options?: ToastOptions) => showToast('error', message, options),
  warning: (message: string, options?: ToastOptions) => showToast('warning', message, options),
  info: (message: string, options?: ToastOptions) => showToast('info', message, options),
  dismiss: dismissToast,
};
