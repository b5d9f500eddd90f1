import { render, screen } from '@testing-library/react';
import { NotFoundView } from './not-found-view';

describe('NotFoundView', () => {
  it('shows the message with a decorative illustration', () => {
    const { container } = render(<NotFoundView message="Post not found." />);
    expect(screen.getByText('Post not found.')).toBeInTheDocument();
    const svg = container.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    // The illustration adds no text of its own to the accessible content.
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('centres its content', () => {
    render(<NotFoundView message="Plan not found." />);
    const box = screen.getByText('Plan not found.').parentElement;
    expect(box).toHaveStyle({ display: 'flex', alignItems: 'center', justifyContent: 'center', textAlign: 'center' });
  });

  it('renders an optional action', () => {
    render(
      <NotFoundView message="User not found.">
        <a href="/">Home</a>
      </NotFoundView>,
    );
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  });
});
