import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from 'shared-contracts/http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onReport, type Report, resetReportingForTests } from 'web-kit/reporting';
import { answeredMedigapQuote } from 'web-kit/test-data';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { MedigapPanel } from './MedigapPanel';
import { saveQuoteInputs } from './useQuote';

afterEach(() => {
  sessionStorage.clear();
  resetReportingForTests();
  vi.restoreAllMocks();
});

describe('Medigap failures (spec 8)', () => {
  it('reports a failed quote list and shows an empty list with the agent phone', async () => {
    saveQuoteInputs(answeredMedigapQuote);
    const { host } = testHost({ phone: '(623) 223-8884' }, (_s, _m, path) => {
      if (path === 'medsupp/plans') throw new ApiError(500, 'down', { message: 'down' });
      return undefined;
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported: Report[] = [];
    onReport((r) => reported.push(r));
    renderWithHost(<MedigapPanel />, host);
    const none = await screen.findByTestId('medigap-none');
    expect(within(none).getByRole('link').getAttribute('href')).toBe('tel:+16232238884');
    expect(screen.queryByRole('button', { name: /try again/i })).toBeNull();
    await waitFor(() => expect(reported).toEqual([{ source: 'medsupp-list', message: 'down' }]));
  });
});
