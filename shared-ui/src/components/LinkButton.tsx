// An antd Button that is a real link: client-side navigation on a plain click, while a middle
// click, Ctrl/⌘-click or "open in new tab" still work (a Button with onClick={navigate} can't).
import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';

export interface LinkButtonProps extends Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> {
  to: To;
  replace?: boolean;
}

export function LinkButton({ to, replace, target, ...props }: LinkButtonProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  return (
    <Button
      {...props}
      href={href}
      target={target}
      onClick={(event: MouseEvent<HTMLElement>) => handleClick(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
