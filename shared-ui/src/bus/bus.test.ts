import { bus, createEventBus } from './bus';
import type { AppEvents } from './events';

describe('createEventBus', () => {
  it('delivers the payload to every handler of that event only', () => {
    const events = createEventBus<AppEvents>();
    const created: string[] = [];
    const plans: string[] = [];
    events.on('social:post-created', ({ postId }) => created.push(postId));
    events.on('social:post-created', ({ postId }) => created.push(`again:${postId}`));
    events.on('plans:plan-created', ({ planId }) => plans.push(planId));

    events.emit('social:post-created', { postId: 'p1' });

    expect(created).toEqual(['p1', 'again:p1']);
    expect(plans).toEqual([]);
  });

  it('returns an unsubscribe function', () => {
    const events = createEventBus<AppEvents>();
    const seen: number[] = [];
    const off = events.on('social:notification-received', ({ count }) => seen.push(count));
    events.emit('social:notification-received', { count: 1 });
    off();
    events.emit('social:notification-received', { count: 2 });
    expect(seen).toEqual([1]);
  });

  it('keeps notifying the others when a handler throws', () => {
    const events = createEventBus<AppEvents>();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: string[] = [];
    events.on('hotels:order-changed', () => {
      throw new Error('broken remote');
    });
    events.on('hotels:order-changed', ({ orderUuid }) => seen.push(orderUuid));

    events.emit('hotels:order-changed', { orderUuid: 'o-1' });

    expect(seen).toEqual(['o-1']);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('lets a handler unsubscribe another during an emit without skipping it this time', () => {
    const events = createEventBus<AppEvents>();
    const seen: string[] = [];
    let offSecond: () => void = () => undefined;
    events.on('account:signed-out', () => {
      seen.push('first');
      offSecond();
    });
    offSecond = events.on('account:signed-out', () => seen.push('second'));

    events.emit('account:signed-out', {});
    events.emit('account:signed-out', {});

    expect(seen).toEqual(['first', 'second', 'first']);
  });

  it('unsubscribing twice is harmless and other handlers stay', () => {
    const events = createEventBus<AppEvents>();
    const seen: string[] = [];
    const off = events.on('shell:currency-changed', () => seen.push('a'));
    events.on('shell:currency-changed', ({ currency }) => seen.push(currency));
    off();
    off();
    events.emit('shell:currency-changed', { currency: 'KWD' });
    expect(seen).toEqual(['KWD']);
  });

  it('emitting an event nobody listens to does nothing', () => {
    const events = createEventBus<AppEvents>();
    expect(() => events.emit('shell:phone-verification-requested', {})).not.toThrow();
  });
});

describe('the app bus', () => {
  it('is one shared instance carrying the typed app events', () => {
    const failures: AppEvents['shell:remote-failed'][] = [];
    const off = bus.on('shell:remote-failed', (payload) => failures.push(payload));
    bus.emit('shell:remote-failed', { domain: 'hotels', version: '1.2.0', error: 'ScriptExternalLoadError' });
    off();
    expect(failures).toEqual([{ domain: 'hotels', version: '1.2.0', error: 'ScriptExternalLoadError' }]);
  });

  it('rejects unknown names and wrong payloads at compile time', () => {
    // These lines only need to type-check as errors; they are never executed.
    const typeChecks = () => {
      // @ts-expect-error an event name outside the map
      bus.emit('hotels:order-created', { orderUuid: 'x' });
      // @ts-expect-error a payload of the wrong shape
      bus.emit('social:post-created', { planId: 'x' });
    };
    expect(typeof typeChecks).toBe('function');
  });
});
