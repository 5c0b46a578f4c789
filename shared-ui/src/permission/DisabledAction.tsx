// An action shown but not available, with why: a disabled button, the reason in a tooltip on hover,
// focus or tap, and as the button's accessible description (a screen reader says it with the button).
import { useId } from 'react';
import { Button, Tooltip, type ButtonProps } from 'antd';
import './permission.css';

export interface DisabledActionProps extends Omit<ButtonProps, 'disabled' | 'onClick' | 'href' | 'htmlType'> {
  reason: string;
}

export function DisabledAction({ reason, block, ...props }: DisabledActionProps) {
  const reasonId = useId();
  return (
    <Tooltip title={reason} trigger={['hover', 'focus', 'click']}>
      {/* A disabled button fires no hover or focus events: the wrapper takes them for the tooltip. */}
      <span
        tabIndex={0}
        className={block ? 'vet-disabled-action vet-disabled-action--block' : 'vet-disabled-action'}
      >
        <Button {...props} block={block} disabled aria-describedby={reasonId} />
        <span id={reasonId} className="vet-visually-hidden">
          {reason}
        </span>
      </span>
    </Tooltip>
  );
}
