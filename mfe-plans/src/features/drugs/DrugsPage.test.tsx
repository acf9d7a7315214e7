import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSessionAnswer } from 'web-kit/test-data';
import { renderWithHost, testHost } from 'web-kit/test-host';
import DrugsPage from './DrugsPage';

/** The page, its session answer held until `answer` is called. */
const open = () => {
  let answer: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    answer = resolve;
  });
  const { host } = testHost({}, async (_service, method, path) => {
    if (method === 'get' && path.startsWith('session/')) {
      await answered;
      return makeSessionAnswer({});
    }
    return undefined;
  });
  renderWithHost(<DrugsPage />, host);
  return answer;
};

const links = () =>
  screen
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((text) => !text?.startsWith('Call'));

describe('DrugsPage', () => {
  it('has its two ways on while the list loads, so the list coming moves nothing under it', async () => {
    const answer = open();
    expect(screen.getByText('Loading your drugs…')).toBeTruthy();
    expect(links()).toEqual(['Add a drug', 'See plans with your drug costs']);
    answer();
    await screen.findByText('You have not added any drugs yet.');
    expect(links()).toEqual(['Add a drug', 'See plans with your drug costs']);
  });
});
