import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { TopBar } from './TopBar';

const bar = (hours: string | null) => (
  <TopBar
    phone="(623) 223-8884"
    logoLinks={false}
    hours={hours}
    coBrand={null}
    brandColor={null}
    menu={null}
  />
);

/** The elements of the hours' line under the call button. */
const hoursLine = () => [...screen.getByTestId('hours-line').children];

const { host } = testHost();

describe('top bar, the operation hours', () => {
  it('holds the hours’ line before the hours come, and they come as a new element over it: the header’s height does not change (layout shift)', () => {
    const { rerender } = renderWithHost(bar(null), host);
    const [empty, ...others] = hoursLine();
    expect(others).toEqual([]);
    expect(empty?.textContent).toBe('\u00a0');
    expect(empty?.getAttribute('aria-hidden')).toBe('true');

    rerender(bar('Mon–Fri 8am–8pm ET'));
    const [kept, hours] = hoursLine();
    expect(kept).toBe(empty);
    expect(hours).toBeDefined();
    expect(hours?.textContent).toBe('Licensed agents available Mon–Fri 8am–8pm ET');
    expect(screen.getByTestId('operation-hours')).toBe(hours);
    // One style, the line's grid cell, for both: the hours lie over the empty line instead of adding one.
    expect(hours?.className).toBe(empty?.className);
  });
});
