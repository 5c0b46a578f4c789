// @vet/shared-ui: what every container shares. A Module Federation singleton: the shell and the
// remotes get this one instance (one session API, one toast store).
export * from './contract/remote';

export * from './api/baseQuery';
export * from './api/errorMessage';

export * from './session/tokenStorage';
export * from './session/currentUser';
export { can, roleLabel, type Role, type Permission } from './session/roles';
export * from './session/sessionApi';
export * from './session/useSessionToken';
export * from './session/useCurrentUser';
export * from './session/recordsReplaced';

export { toast } from './toast/toast';
export { ToastViewport } from './toast/ToastViewport';
export {
  showToast,
  dismissToast,
  clearToasts,
  type Toast,
  type ToastType,
  type ToastOptions,
} from './toast/toastStore';

export { Logo, type LogoProps, type LogoSize } from './brand/Logo';
export { PRODUCT_NAME, PRODUCT_SUBTITLE } from './brand/brand';

export * from './components/DeleteDialog';
export * from './components/EmptyState';
export * from './components/LinkButton';
export { digitsOnly, formatPhone, joinPhone, splitPhone, telUrl, whatsAppUrl } from './components/phone';
export * from './components/UnderConstruction';
export * from './components/StatusPage';

export * from './constants';
export * from './format';
export * from './search/searchText';
export * from './hooks/useMediaQuery';
export * from './hooks/useDebouncedValue';
export * from './paging/listPage';
export * from './paging/useListParams';
export * from './paging/useKeepPageInRange';

export { applyServerErrors } from './form/applyServerErrors';
