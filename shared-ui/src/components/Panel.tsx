// A white framed box with an optional heading row, drawn like antd's Card (the theme's 12 px corners).
// Plain elements: antd's Card imports Tabs (~11 KiB gzip, and its evaluation) even when no tab is
// shown, and the dashboard and the list screens would load it on every start-up only for a frame.
import type { HTMLAttributes, ReactNode } from 'react';
import './panel.css';
import './themeLinks.css';

export interface PanelProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The heading row's left side. */
  title?: ReactNode;
  /** The heading row's right side (an amount, a link). */
  extra?: ReactNode;
  /** A row under the content, set apart by a line (the card's actions). */
  footer?: ReactNode;
  /** 'small': tighter padding and a smaller heading, as antd's `size="small"`. */
  size?: 'default' | 'small';
}

export function Panel({ title, extra, footer, size = 'default', className, children, ...rest }: PanelProps) {
  const classes = ['vet-panel', size === 'small' && 'vet-panel--small', className].filter(Boolean).join(' ');
  return (
    <div className={classes} {...rest}>
      {(title || extra) && (
        <div className="vet-panel__head">
          <div className="vet-panel__title">{title}</div>
          {extra && <div className="vet-panel__extra">{extra}</div>}
        </div>
      )}
      <div className="vet-panel__body">{children}</div>
      {footer && <div className="vet-panel__footer">{footer}</div>}
    </div>
  );
}
