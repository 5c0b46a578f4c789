// @vet/shared-ui/permission: the screens' mirror of the role table (docs/product/common.md#what-a-role-may-not-do).
// Like page.ts, it is bundled into the container that imports it, not shared: it holds no state (it reads
// the one session through the shared main entry), and a remote can use it without a new shared-ui version.
export { useCan, usePermission, type PermissionState } from './src/permission/usePermission';
export { Allowed } from './src/permission/Allowed';
export { PermittedButton, type PermittedButtonProps } from './src/permission/PermittedButton';
export { DisabledAction, type DisabledActionProps } from './src/permission/DisabledAction';
export { PermissionRequired, NOT_FOR_YOUR_ROLE } from './src/permission/PermissionRequired';
export { forbiddenMessage, PERMISSION_TEXTS } from './src/permission/forbidden';
