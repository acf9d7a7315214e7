import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commonMessages } from 'web-kit/messages';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { ContactForm, NameForm } from '../consumer';
import { preloadStepOf } from './MultistepPage';

// Each test uses a form no other test has loaded: a form's code, once loaded, stays loaded for the file.
const formProps = { submitLabel: 'Next', onDone: () => {} };

describe('preloadStepOf', () => {
  it('without it, a step form shows the loading state until its code has come', async () => {
    renderWithHost(<NameForm {...formProps} />, testHost().host);
    expect(screen.getByText(commonMessages.loading)).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('loads the code of the step the address names, so its first render is the form itself', async () => {
    await preloadStepOf('/onboarding/multistep/step/contact/');
    renderWithHost(<ContactForm {...formProps} />, testHost().host);
    expect(screen.queryByText(commonMessages.loading)).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('settles for an address with no step or an unknown one', async () => {
    await expect(preloadStepOf('/onboarding/multistep/')).resolves.toBeUndefined();
    await expect(preloadStepOf('/onboarding/multistep/step/nope/')).resolves.toBeUndefined();
  });
});
