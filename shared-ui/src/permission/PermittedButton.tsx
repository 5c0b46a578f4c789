// A screen's action that needs a permission: for a role that has it, the button (a link with `to`); for
// one that lacks it, the same button disabled with the API's reason (DisabledAction). For an area that is
// not the person's at all, hide the action instead (Allowed).
import type { MouseEventHandler } from 'react';
import { Button, type ButtonProps } from 'antd';
import { LinkButton, type Permission } from '@vet/shared-ui';
import type { To } from 'react-router-dom';
import { DisabledAction } from './DisabledAction';
import { usePermission } from './usePermission';

export interface PermittedButtonProps extends Omit<ButtonProps, 'href' | 'onClick' | 'disabled'> {
  permission: Permission;
  /** Where the button leads (a LinkButton); without it, onClick acts. */
  to?: To;
  onClick?: MouseEventHandler<HTMLElement>;
  /** Disabled for another reason than the role (loading, nothing to save). */
  disabled?: boolean;
}

export function PermittedButton({ permission, to, onClick, disabled, ...props }: PermittedButtonProps) {
  const { allowed, reason } = usePermission(permission);
  if (!allowed) return <DisabledAction {...props} reason={reason} />;
  if (to !== undefined) return <LinkButton {...props} disabled={disabled} to={to} />;
  return <Button {...props} disabled={disabled} onClick={onClick} />;
}
