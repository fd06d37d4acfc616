import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { FallbackImage } from './FallbackImage';

const renderImage = (props: Partial<Parameters<typeof FallbackImage>[0]> = {}) =>
  render(<FallbackImage src="/images/a.svg" fallbackSrc="/images/stock.svg" alt="A cookie" width={400} height={300} {...props} />);

describe('FallbackImage', () => {
  it('shows the source lazily, with its intrinsic size', () => {
    renderImage();
    const img = screen.getByRole('img', { name: 'A cookie' });
    expect(img).toHaveAttribute('src', '/images/a.svg');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
  });

  it('can load eagerly above the fold', () => {
    renderImage({ loading: 'eager' });
    expect(screen.getByRole('img', { name: 'A cookie' })).toHaveAttribute('loading', 'eager');
  });

  it('swaps to the fallback once when the source fails', () => {
    renderImage();
    fireEvent.error(screen.getByRole('img', { name: 'A cookie' }));
    expect(screen.getByRole('img', { name: 'A cookie' })).toHaveAttribute('src', '/images/stock.svg');
  });

  it('shows a neutral box, not another image, when the fallback fails too, and never loops', () => {
    const { container } = renderImage();
    fireEvent.error(screen.getByRole('img', { name: 'A cookie' }));
    fireEvent.error(screen.getByRole('img', { name: 'A cookie' }));
    expect(container.querySelector('img')).toBeNull();
    // The box keeps the alt text as its accessible name.
    expect(screen.getByRole('img', { name: 'A cookie' })).toHaveAttribute('data-image-state', 'failed');
    fireEvent.error(screen.getByRole('img', { name: 'A cookie' }));
    expect(container.querySelector('img')).toBeNull();
  });

  it('starts again from the new source when the source changes', () => {
    const { rerender } = renderImage();
    fireEvent.error(screen.getByRole('img', { name: 'A cookie' }));
    rerender(<FallbackImage src="/images/b.svg" fallbackSrc="/images/stock.svg" alt="A cookie" width={400} height={300} />);
    expect(screen.getByRole('img', { name: 'A cookie' })).toHaveAttribute('src', '/images/b.svg');
  });

  it('does not retry the same URL when the fallback equals the source', () => {
    const { container } = renderImage({ fallbackSrc: '/images/a.svg' });
    fireEvent.error(screen.getByRole('img', { name: 'A cookie' }));
    expect(container.querySelector('img')).toBeNull();
  });

  it('keeps a fixed aspect ratio box around the image, so nothing shifts while it loads', () => {
    const { container } = renderImage({ aspectRatio: '16 / 9' });
    expect((container.firstElementChild as HTMLElement).style.aspectRatio).toBe('16 / 9');
    const { container: sized } = render(<FallbackImage src="/a.svg" fallbackSrc="/b.svg" alt="Sized" width={640} height={360} />);
    expect((sized.firstElementChild as HTMLElement).style.aspectRatio).toBe('640 / 360');
  });

  it('accepts theme styles through sx and still falls back', () => {
    renderImage({ sx: { borderRadius: 4 } });
    fireEvent.error(screen.getByRole('img', { name: 'A cookie' }));
    expect(screen.getByRole('img', { name: 'A cookie' })).toHaveAttribute('src', '/images/stock.svg');
  });
});
