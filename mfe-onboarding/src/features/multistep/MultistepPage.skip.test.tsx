import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { commonMessages } from 'web-kit/messages';
import { multistepMessages as m } from './messages';
import { addressShown, renderMultistepAt } from './multistep-at.test-util';

// A file of its own: the name step's form must not have been loaded by another test (a form's code, once
// loaded, stays loaded for the file).

afterEach(() => sessionStorage.clear());

describe('MultistepPage, an address whose step the machine skips', () => {
  it('shows the next step’s loading state until its code is loaded, then the step in new elements: nothing pushed down', async () => {
    // A visitor whose ZIP is known (testHost's Maricopa) on the ZIP step's address, the name step's
    // code not loaded: the machine skips the ZIP step. Every state the page is in is recorded, so a
    // state shown between two renders is seen too, and so is an empty page area.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      const loading = screen.queryByText(commonMessages.loading);
      const title = screen.queryByRole('heading', { name: m.titles.name });
      if (loading) seen.push('loading');
      else if (title) seen.push('name step');
      else seen.push('empty');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderMultistepAt('/onboarding/multistep/step/zip/');
    // From the first render: the name step's loading state (its title, the agent phone, the loading
    // text), nothing of the skipped step.
    expect(screen.queryByRole('heading', { name: m.titles.zip })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: m.titles.name })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: commonMessages.callRegionLabel })).toBeTruthy();
    const waitingFoot = screen.getByText(commonMessages.sampleData);
    expect(screen.getByText(commonMessages.loading)).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: /first name/i })).toBeTruthy();
    await act(async () => {});
    observer.disconnect();
    expect(addressShown()).toBe('/onboarding/multistep/step/name/');
    expect(seen[0]).toBe('loading');
    expect(seen).not.toContain('empty');
    expect(seen.at(-1)).toBe('name step');
    // The form did not push the loading state's elements down (a layout shift): they were replaced.
    expect(waitingFoot.isConnected).toBe(false);
    expect(screen.getByText(commonMessages.sampleData)).not.toBe(waitingFoot);
    expect(screen.queryByText(commonMessages.loading)).toBeNull();
  });
});
