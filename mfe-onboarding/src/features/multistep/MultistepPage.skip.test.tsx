import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { commonMessages } from 'web-kit/messages';
import { multistepMessages as m } from './messages';
import { addressShown, renderMultistepAt } from './multistep-at.test-util';

// A file of its own: the name step's form must not have been loaded by another test (a form's code, once
// loaded, stays loaded for the file).

afterEach(() => sessionStorage.clear());

describe('MultistepPage, an address whose step the machine skips', () => {
  it('moves on once the next step’s code is loaded: no loading state that its form then pushes down', async () => {
    // A visitor whose ZIP is known (testHost's Maricopa) on the ZIP step's address, the name step's
    // code not loaded: the machine skips the ZIP step. Every state the page is in is recorded, so a
    // loading state shown between two renders is seen too.
    const seen: string[] = [];
    const observer = new MutationObserver(() => {
      if (screen.queryByText(commonMessages.loading)) seen.push('loading');
      if (screen.queryByRole('heading', { name: m.titles.name })) seen.push('name step');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    renderMultistepAt('/onboarding/multistep/step/zip/');
    // Nothing of the skipped step shows meanwhile.
    expect(screen.queryByRole('heading', { name: m.titles.zip })).toBeNull();
    expect(await screen.findByRole('textbox', { name: /first name/i })).toBeTruthy();
    await act(async () => {});
    observer.disconnect();
    expect(addressShown()).toBe('/onboarding/multistep/step/name/');
    expect(seen).not.toContain('loading');
    expect(seen).toContain('name step');
    expect(screen.getByRole('heading', { name: m.titles.name })).toBeTruthy();
  });
});
