import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Benefit } from 'shared-contracts/api';
import { describe, expect, it } from 'vitest';
import { makeSessionAnswer } from 'web-kit/test-data';
import { renderWithHost, testHost } from 'web-kit/test-host';
import PreferencesPage from './PreferencesPage';

const setup = () => {
  const posted: unknown[] = [];
  const { host } = testHost({}, (_service, method, path, options) => {
    if (method === 'post' && path === 'session/benefits') {
      const body = (options as { body: { benefitList: Benefit[] } }).body;
      posted.push(body);
      return { benefits: body.benefitList };
    }
    return makeSessionAnswer({ benefits: [{ name: 'visionAidCoverage', value: 'Somewhat important' }] });
  });
  const asked: unknown[] = [];
  host.events.on('plans:sort-chosen', (e) => asked.push(e));
  host.events.on('plans:reset-requested', (e) => asked.push(e));
  renderWithHost(<PreferencesPage />, host);
  return { posted, asked };
};

/** Presses Save once the changed form lets it, and waits for the confirmation. */
const saveWhenReady = async () => {
  const save = () => screen.getByRole('button', { name: 'Save my preferences' }) as HTMLButtonElement;
  await waitFor(() => expect(save().disabled).toBe(false));
  fireEvent.click(save());
  await screen.findByText('Saved. The plans are now ranked by what matters to you.');
};

describe('PreferencesPage', () => {
  it('saves the priorities (no empty or not-important ones), resets the plan flags and asks for the best match order', async () => {
    const { posted, asked } = setup();
    const hearing = await screen.findByRole('combobox', { name: 'Hearing aid coverage' });
    expect((screen.getByRole('combobox', { name: /Vision coverage/ }) as HTMLSelectElement).value).toBe(
      'Somewhat important',
    );
    fireEvent.change(hearing, { target: { value: 'Very important' } });
    fireEvent.change(screen.getByRole('combobox', { name: /by phone or video/ }), {
      target: { value: 'Not important' },
    });
    await saveWhenReady();
    expect(posted).toEqual([
      {
        benefitList: [
          { name: 'hearingAidCoverage', value: 'Very important' },
          { name: 'visionAidCoverage', value: 'Somewhat important' },
        ],
        updatedBy: 'consumer',
      },
    ]);
    expect(asked).toEqual([{ reason: 'benefits' }, { preference: 'bestMatch' }]);
  });

  it('with nothing marked important, saves and resets the flags but leaves the order alone', async () => {
    const { asked } = setup();
    fireEvent.change(await screen.findByRole('combobox', { name: /Vision coverage/ }), {
      target: { value: 'Not important' },
    });
    await saveWhenReady();
    expect(asked).toEqual([{ reason: 'benefits' }]);
  });
});
