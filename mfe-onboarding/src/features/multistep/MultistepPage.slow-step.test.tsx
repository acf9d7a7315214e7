import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonMessages } from 'web-kit/messages';
import { STEP_CODE_WAIT_MS } from './MultistepPage';
import { multistepMessages as m } from './messages';
import { addressShown, renderMultistepAt } from './multistep-at.test-util';

// A file of its own: the name step's code never comes here (a slow network).
vi.mock('../consumer/forms/NameForm', () => new Promise(() => {}));

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('MultistepPage, an address whose step the machine skips, the next step’s code slow', () => {
  it('shows the step’s loading state meanwhile, and keeps the address no longer than STEP_CODE_WAIT_MS', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderMultistepAt('/onboarding/multistep/step/zip/');
    await act(async () => {
      vi.advanceTimersByTime(STEP_CODE_WAIT_MS - 100);
    });
    expect(addressShown()).toBe('/onboarding/multistep/step/zip/');
    // Never an empty page area: the name step's title, the agent phone, the kit's loading text.
    expect(screen.getByRole('heading', { level: 1, name: m.titles.name })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: commonMessages.callRegionLabel })).toBeTruthy();
    expect(screen.getByText(commonMessages.loading).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('textbox')).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(addressShown()).toBe('/onboarding/multistep/step/name/');
    expect(await screen.findByText(commonMessages.loading)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: m.titles.name })).toBeTruthy();
  });
});
