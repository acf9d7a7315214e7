import { describe, expect, it, vi } from 'vitest';
import { createEventBus, type EventName } from './events';

describe('event bus', () => {
  it('delivers a valid event to its listeners', () => {
    const bus = createEventBus(vi.fn());
    const listener = vi.fn();
    bus.on('plans:reset-requested', listener);
    expect(bus.emit('plans:reset-requested', { reason: 'drugs' })).toBe(true);
    expect(listener).toHaveBeenCalledWith({ reason: 'drugs' });
  });

  it('drops a malformed event with a logged error', () => {
    const log = vi.fn();
    const bus = createEventBus(log);
    const listener = vi.fn();
    bus.on('plans:reset-requested', listener);
    expect(bus.emit('plans:reset-requested', { reason: 'weather' } as never)).toBe(false);
    expect(bus.emit('nope:never' as EventName, {} as never)).toBe(false);
    expect(listener).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('stops delivering after unsubscribe and applies schema defaults', () => {
    const bus = createEventBus(vi.fn());
    const listener = vi.fn();
    const off = bus.on('analytics:track', listener);
    bus.emit('analytics:track', { event: 'page_view' });
    expect(listener).toHaveBeenCalledWith({ event: 'page_view', data: {} });
    off();
    bus.emit('analytics:track', { event: 'page_view' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
