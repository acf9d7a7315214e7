import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonMessages } from 'web-kit/messages';
import { renderWithHost, testHost } from 'web-kit/test-host';
import MultistepPage, { STEP_CODE_WAIT_MS } from './MultistepPage';

// A file of its own: the name step's code never comes here (a slow network).
vi.mock('../consumer/forms/NameForm', () => new Promise(() => {}));

const Where = () => <output data-testid="where">{useLocation().pathname}</output>;

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('MultistepPage, an address whose step the machine skips, the next step’s code slow', () => {
  it('waits for that code no longer than STEP_CODE_WAIT_MS, then shows the step’s loading state', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderWithHost(
      <>
        <Routes>
          <Route path="/onboarding/multistep/step/:step/" element={<MultistepPage />} />
        </Routes>
        <Where />
      </>,
      testHost().host,
      '/onboarding/multistep/step/zip/',
    );
    await act(async () => {
      vi.advanceTimersByTime(STEP_CODE_WAIT_MS - 100);
    });
    expect(screen.getByTestId('where').textContent).toBe('/onboarding/multistep/step/zip/');
    expect(screen.queryByText(commonMessages.loading)).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(screen.getByTestId('where').textContent).toBe('/onboarding/multistep/step/name/');
    expect(await screen.findByText(commonMessages.loading)).toBeTruthy();
  });
});
