// The buttons that end every form, alike on every screen: «Cancelar» then the primary action, at the
// right from a tablet on; on a phone, full width with the primary action on top, under the thumb.
import type { ReactNode } from 'react';
import { Button } from 'antd';
import './formActions.css';

export interface FormActionsProps {
  submitLabel: ReactNode;
  submitting: boolean;
  /** «Cancelar» as a button that calls this (disabled while saving)… */
  onCancel?: () => void;
  /** …or a cancel element of the screen's own (a link back to the list). */
  cancel?: ReactNode;
}

export function FormActions({ submitLabel, submitting, onCancel, cancel }: FormActionsProps) {
  return (
    <div className="vet-form-actions">
      {cancel ??
        (onCancel && (
          <Button onClick={onCancel} disabled={submitting}>
            Cancelar
          </Button>
        ))}
      <Button type="primary" htmlType="submit" loading={submitting}>
        {submitLabel}
      </Button>
    </div>
  );
}
