import { bus, createEventBus } from './bus';
import type { AppEvents } from './events';

// The bus itself is generic: its behaviour is tested on a small map of its own, the app map on the app bus.
interface TestEvents {
  'test:post-created': { postId: string };
  'test:plan-created': { planId: string };
  'test:count-changed': { count: number };
  'test:order-changed': { orderUuid: string };
  'test:currency-changed': { currency: string };
  'test:pinged': Record<string, never>;
}

describe('createEventBus', () => {
  it('delivers the payload to every handler of that event only', () => {
    const events = createEventBus<TestEvents>();
    const created: string[] = [];
    const plans: string[] = [];
    events.on('test:post-created', ({ postId }) => created.push(postId));
    events.on('test:post-created', ({ postId }) => created.push(`again:${postId}`));
    events.on('test:plan-created', ({ planId }) => plans.push(planId));

    events.emit('test:post-created', { postId: 'p1' });

    expect(created).toEqual(['p1', 'again:p1']);
    expect(plans).toEqual([]);
  });

  it('returns an unsubscribe function', () => {
    const events = createEventBus<TestEvents>();
    const seen: number[] = [];
    const off = events.on('test:count-changed', ({ count }) => seen.push(count));
    events.emit('test:count-changed', { count: 1 });
    off();
    events.emit('test:count-changed', { count: 2 });
    expect(seen).toEqual([1]);
  });

  it('keeps notifying the others when a handler throws', () => {
    const events = createEventBus<TestEvents>();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: string[] = [];
    events.on('test:order-changed', () => {
      throw new Error('broken remote');
    });
    events.on('test:order-changed', ({ orderUuid }) => seen.push(orderUuid));

    events.emit('test:order-changed', { orderUuid: 'o-1' });

    expect(seen).toEqual(['o-1']);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('lets a handler unsubscribe another during an emit without skipping it this time', () => {
    const events = createEventBus<TestEvents>();
    const seen: string[] = [];
    let offSecond: () => void = () => undefined;
    events.on('test:pinged', () => {
      seen.push('first');
      offSecond();
    });
    offSecond = events.on('test:pinged', () => seen.push('second'));

    events.emit('test:pinged', {});
    events.emit('test:pinged', {});

    expect(seen).toEqual(['first', 'second', 'first']);
  });

  it('unsubscribing twice is harmless and other handlers stay', () => {
    const events = createEventBus<TestEvents>();
    const seen: string[] = [];
    const off = events.on('test:currency-changed', () => seen.push('a'));
    events.on('test:currency-changed', ({ currency }) => seen.push(currency));
    off();
    off();
    events.emit('test:currency-changed', { currency: 'KWD' });
    expect(seen).toEqual(['KWD']);
  });

  it('emitting an event nobody listens to does nothing', () => {
    const events = createEventBus<TestEvents>();
    expect(() => events.emit('test:pinged', {})).not.toThrow();
  });
});

describe('the app bus', () => {
  it('is one shared instance carrying the typed app events', () => {
    const toasts: AppEvents['shell:toast-requested'][] = [];
    const off = bus.on('shell:toast-requested', (payload) => toasts.push(payload));
    bus.emit('shell:toast-requested', { message: 'Saved', severity: 'success' });
    off();
    expect(toasts).toEqual([{ message: 'Saved', severity: 'success' }]);
  });

  it('rejects unknown names and wrong payloads at compile time', () => {
    // These lines only need to type-check as errors; they are never executed.
    const typeChecks = () => {
      // @ts-expect-error an event name outside the map
      bus.emit('hotels:order-created', { orderUuid: 'x' });
      // @ts-expect-error a payload of the wrong shape
      bus.emit('shell:toast-requested', { planId: 'x' });
    };
    expect(typeof typeChecks).toBe('function');
  });
});
