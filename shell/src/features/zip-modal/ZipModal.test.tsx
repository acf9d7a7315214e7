import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from 'shared-contracts';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { testApp } from '../../test-app';
import { firstShellState, ShellContext } from '../host';
import { ZipModal } from './ZipModal';
import { zipModalMachine } from './zip-modal.machine';

const renderModal = () => {
  const zipModal = createActor(
    zipModalMachine.provide({
      actors: {
        fetchCounties: fromPromise(async () => [{ countyName: 'Maricopa', countyFIPS: '04013' }]),
        saveLocation: fromPromise(async () => true),
      },
    }),
    { input: {} },
  ).start();
  const shell = firstShellState(testApp().getSnapshot().context, zipModal);
  render(
    <ShellContext.Provider value={shell}>
      <ZipModal />
    </ShellContext.Provider>,
  );
  return screen.getByLabelText('ZIP code');
};

describe('ZIP modal field', () => {
  it('says nothing while a person is still typing, and flags a short ZIP once they leave the field', async () => {
    const zip = renderModal();
    fireEvent.change(zip, { target: { value: '123' } });
    expect(screen.queryByText(MESSAGES.zip)).toBeNull();
    fireEvent.blur(zip);
    expect(screen.getByText(MESSAGES.zip)).toBeTruthy();
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(zip, { target: { value: '1234' } });
    expect(screen.queryByText(MESSAGES.zip)).toBeNull();
    fireEvent.change(zip, { target: { value: '85004' } });
    fireEvent.blur(zip);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit', hidden: true })).toBeTruthy());
    expect(screen.queryByText(MESSAGES.zip)).toBeNull();
  });
});
