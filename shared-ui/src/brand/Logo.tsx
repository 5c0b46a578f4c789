// The brand logo (docs/product/common.md#brand): the image, optionally the product name as a heading and the subtitle;
// four sizes; horizontal or vertical.
import type { ElementType } from 'react';
import logoUrl from './logo.svg';
import { PRODUCT_NAME, PRODUCT_SUBTITLE } from './brand';
import './logo.css';

export type LogoSize = 'sm' | 'md' | 'lg' | 'xl';

const IMAGE_PX: Record<LogoSize, number> = { sm: 32, md: 48, lg: 80, xl: 128 };

export interface LogoProps {
  size?: LogoSize;
  layout?: 'horizontal' | 'vertical';
  showName?: boolean;
  showSubtitle?: boolean;
  /** Heading level of the product name; 2 unless the logo heads the page. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  className?: string;
}

export function Logo({
  size = 'md',
  layout = 'horizontal',
  showName = false,
  showSubtitle = false,
  headingLevel = 2,
  className,
}: LogoProps) {
  const Heading = `h${headingLevel}` as ElementType;
  const px = IMAGE_PX[size];
  const classes = ['vet-logo', `vet-logo--${size}`, `vet-logo--${layout}`, className]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      {/* With the name written beside it the image is decorative; alone it names the product. */}
      <img
        className="vet-logo__image"
        src={logoUrl}
        alt={showName ? '' : PRODUCT_NAME}
        width={px}
        height={px}
      />
      {(showName || showSubtitle) && (
        <div className="vet-logo__text">
          {showName && <Heading className="vet-logo__name">{PRODUCT_NAME}</Heading>}
          {showSubtitle && <p className="vet-logo__subtitle">{PRODUCT_SUBTITLE}</p>}
        </div>
      )}
    </div>
  );
}
