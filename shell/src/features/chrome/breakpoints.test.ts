import { ROUTES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { breakpointsFor } from './breakpoints';

const widthOf = (media: string) => Number(/max-width: ([\d.]+)px/.exec(media)?.[1]);

describe('mobile breakpoints (spec 9)', () => {
  it('switch at small and down in the default layout, md and down elsewhere', () => {
    expect(widthOf(breakpointsFor('default').mobile)).toBeLessThan(600);
    for (const layout of ['pre-meeting', 'transactional', 'session-managed'] as const) {
      expect(widthOf(breakpointsFor(layout).mobile)).toBeGreaterThanOrEqual(899);
    }
  });

  it('leave no width that is both mobile and desktop, nor neither', () => {
    for (const route of ROUTES) {
      const { mobile, desktop } = breakpointsFor(route.layout);
      const max = widthOf(mobile);
      const min = Number(/min-width: ([\d.]+)px/.exec(desktop)?.[1]);
      expect(min - max).toBeCloseTo(0.05, 5);
    }
  });
});
