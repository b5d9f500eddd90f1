import { render, screen } from '@testing-library/react';
import { buildSrcSet, defaultImageLoader, ResponsiveImage, setImageLoader } from './responsive-image';

afterEach(() => setImageLoader(defaultImageLoader));

describe('ResponsiveImage', () => {
  it('offers every spec width with w descriptors, lazy, with alt and sizes', () => {
    render(<ResponsiveImage src="/media/a.jpg" alt="Burj Khalifa at dusk" sizes="(max-width: 600px) 100vw, 50vw" />);
    const img = screen.getByRole('img', { name: 'Burj Khalifa at dusk' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('sizes', '(max-width: 600px) 100vw, 50vw');
    expect(img).toHaveAttribute('src', '/media/a.jpg');
    const widths = (img.getAttribute('srcset') ?? '').split(', ').map((c) => c.split(' ')[1]);
    expect(widths).toEqual(['640w', '750w', '828w', '1080w', '1200w', '1920w', '2048w', '3840w']);
    expect(img.getAttribute('srcset')).toContain('/media/a.jpg?w=640&q=75 640w');
  });

  it('defaults sizes to 100vw', () => {
    render(<ResponsiveImage src="/a.jpg" alt="" />);
    expect(screen.getByRole('presentation')).toHaveAttribute('sizes', '100vw');
  });

  it('uses 1x/2x candidates for a fixed width', () => {
    expect(buildSrcSet('/a.jpg', defaultImageLoader, { width: 48 })).toBe('/a.jpg?w=48&q=75 1x, /a.jpg?w=96&q=75 2x');
    expect(buildSrcSet('/a.jpg', defaultImageLoader, { width: 300 })).toBe(
      '/a.jpg?w=384&q=75 1x, /a.jpg?w=640&q=75 2x',
    );
    expect(buildSrcSet('/a.jpg', defaultImageLoader, { width: 3000 })).toBe(
      '/a.jpg?w=3840&q=75 1x, /a.jpg?w=3840&q=75 2x',
    );
  });

  it('keeps an existing query and honours a custom loader', () => {
    expect(defaultImageLoader('/a.jpg?v=2', 640, 75)).toBe('/a.jpg?v=2&w=640&q=75');
    setImageLoader((src, w, q) => `https://img.example/${w}/${q}${src}`);
    render(<ResponsiveImage src="/b.jpg" alt="b" width={64} />);
    expect(screen.getByRole('img')).toHaveAttribute(
      'srcset',
      'https://img.example/64/75/b.jpg 1x, https://img.example/128/75/b.jpg 2x',
    );
  });

  it('does not resize svg or data images', () => {
    render(<ResponsiveImage src="/logo.svg" alt="logo" />);
    expect(screen.getByRole('img')).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img')).not.toHaveAttribute('sizes');
  });

  it('loads a priority image eagerly', () => {
    render(<ResponsiveImage src="/hero.jpg" alt="hero" priority />);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });
});
