// A dashboard counter: an icon and a label, one large figure, a link to the list it counts. While the
// figure loads it shows a named placeholder; when it fails, one short line with «Reintentar», small
// enough for a card beside others (a page's LoadError would not fit).
import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd';
import { Link } from 'react-router-dom';
import { formatCount } from '../format/count';
import { Panel } from './Panel';
import './countCard.css';

export interface CountCardProps {
  /** A small SVG icon drawn in the theme's colour beside the label. */
  icon: ReactNode;
  label: string;
  /** The count as the server answered it; undefined until it arrives. */
  value: number | undefined;
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  /** Names the placeholder for screen readers («Cargando total de mascotas...»). */
  loadingLabel: string;
  failedText: string;
  link: { to: string; label: string };
  /** Finds the figure in tests. */
  testId: string;
  className?: string;
}

export function CountCard({
  icon,
  label,
  value,
  loading,
  failed,
  retrying,
  onRetry,
  loadingLabel,
  failedText,
  link,
  testId,
  className,
}: CountCardProps) {
  let figure: ReactNode;
  if (loading) {
    // The label sits on a wrapper: antd's Skeleton.Button does not pass it on.
    figure = (
      <div role="status" aria-label={loadingLabel}>
        <Skeleton.Button active size="large" />
      </div>
    );
  } else if (failed && value === undefined) {
    figure = (
      <div className="vet-count__error" role="alert">
        <span className="vet-count__error-text">{failedText}</span>
        <Button size="small" type="link" onClick={onRetry} loading={retrying}>
          Reintentar
        </Button>
      </div>
    );
  } else {
    figure = (
      <strong className="vet-count__value" data-testid={testId}>
        {formatCount(value ?? 0)}
      </strong>
    );
  }
  return (
    <Panel className={['vet-count', className].filter(Boolean).join(' ')} size="small">
      <div className="vet-count__label">
        {icon} {label}
      </div>
      {figure}
      <Link to={link.to} className="vet-count__link">
        {link.label}
      </Link>
    </Panel>
  );
}
