import { act, render, screen } from '@testing-library/react';
import { useCountdown } from './use-countdown';

function Harness({ start = true }: { start?: boolean }) {
  const { left, restart } = useCountdown(60, start);
  return (
    <button type="button" onClick={restart}>
      {left}
    </button>
  );
}

// One second per act: each tick re-renders and schedules the next, as in a browser.
const tick = (seconds: number) => {
  for (let i = 0; i < seconds; i += 1) act(() => jest.advanceTimersByTime(1000));
};

describe('useCountdown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts 60 s down to 0 and starts over on restart', () => {
    render(<Harness />);
    expect(screen.getByRole('button')).toHaveTextContent('60');
    tick(15);
    expect(screen.getByRole('button')).toHaveTextContent('45');
    tick(45);
    expect(screen.getByRole('button')).toHaveTextContent('0');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button')).toHaveTextContent('60');
  });

  it('can start stopped', () => {
    render(<Harness start={false} />);
    expect(screen.getByRole('button')).toHaveTextContent('0');
  });
});
