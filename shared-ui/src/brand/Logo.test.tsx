import { render, screen } from '@testing-library/react';
import { Logo } from './Logo';

describe('Logo', () => {
  it('alone, is an image named after the product', () => {
    render(<Logo />);
    expect(screen.getByRole('img', { name: 'VetClinic' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('can show the product name as a heading and the subtitle', () => {
    render(<Logo showName showSubtitle headingLevel={1} />);
    expect(screen.getByRole('heading', { level: 1, name: 'VetClinic' })).toBeInTheDocument();
    expect(screen.getByText('Sistema Veterinario Integral')).toBeInTheDocument();
  });

  it.each([
    ['sm', 32],
    ['md', 48],
    ['lg', 80],
    ['xl', 128],
  ] as const)('size %s draws the image at %d px', (size, px) => {
    render(<Logo size={size} />);
    expect(screen.getByRole('img')).toHaveAttribute('width', String(px));
  });

  it('lays out vertically when asked', () => {
    const { container } = render(<Logo layout="vertical" showName />);
    expect(container.firstChild).toHaveClass('vet-logo--vertical');
  });
});
