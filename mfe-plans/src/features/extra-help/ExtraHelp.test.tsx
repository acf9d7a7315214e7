import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSessionAnswer } from 'web-kit/test-data';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { ExtraHelpChoice, ExtraHelpNotice } from './ExtraHelp';

const sourced = (amount: number) => ({ amount, confirmed: false, source: 'test' });

describe('ExtraHelpChoice', () => {
  it("shows the session's answer, saves a new one, and keeps it shown when the save fails", async () => {
    let fail = false;
    const { host, call } = testHost({}, (_service, method, path, input) => {
      if (method === 'get' && path.startsWith('session/')) return makeSessionAnswer({ extraHelp: 'no' });
      if (method === 'put' && path === 'session/extra-help') {
        if (fail) throw new Error('offline');
        return (input as { body: unknown }).body;
      }
      return undefined;
    });
    renderWithHost(<ExtraHelpChoice />, host);
    const group = screen.getByRole('group', { name: 'Do you get Extra Help paying for your drugs?' });
    expect(group.tagName).toBe('FIELDSET');
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'No' }) as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Yes, full Extra Help' }));
    await screen.findByText('Your costs are updated.');
    expect(call).toHaveBeenCalledWith(
      'consumer',
      'put',
      'session/extra-help',
      expect.objectContaining({
        body: { extraHelp: 'full' },
      }),
    );
    fail = true;
    fireEvent.click(screen.getByRole('radio', { name: "I don't know" }));
    await screen.findByText('We could not save your answer. Choose it again to try once more.');
    expect((screen.getByRole('radio', { name: "I don't know" }) as HTMLInputElement).checked).toBe(true);
  });
});

describe('ExtraHelpNotice', () => {
  it('says plainly that Extra Help was applied, with the amounts used, and nothing without it', () => {
    const { host } = testHost();
    const { container, rerender } = renderWithHost(
      <ExtraHelpNotice
        applied={{
          level: 'full',
          deductible: sourced(0),
          genericCopay: sourced(5.85),
          brandCopay: sourced(14.45),
        }}
      />,
      host,
    );
    expect(screen.getByTestId('extra-help-applied').textContent).toBe(
      "Extra Help applied. With Extra Help, your drug deductible is $0. You pay at most $5.85 for a generic drug and $14.45 for a brand-name drug. Premiums are shown as Extra Help lowers them, from Medicare's plan files. If a plan's files give no lower amount, you see its full premium.",
    );
    rerender(<ExtraHelpNotice applied={null} />);
    expect(container.textContent).toBe('');
  });
});
