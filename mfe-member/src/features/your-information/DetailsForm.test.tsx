import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MemberAccount } from 'shared-contracts/api/member';
import { makeMemberAccount } from 'shared-contracts/test-data';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithHost, testHost } from 'web-kit/test-host';
import { DetailsForm } from './DetailsForm';
import { yourInformationMessages as m } from './messages';

const account = makeMemberAccount();

/** The member's details page opened (again: after a new link), the api answering a save as given. */
const open = (shown: MemberAccount = account) => {
  const { host, call } = testHost({}, (_service, method, _path, options) => {
    if (method === 'patch') return { ...shown, ...(options as { body: Partial<MemberAccount> }).body };
    throw new Error(`unexpected ${method}`);
  });
  renderWithHost(<DetailsForm account={shown} />, host);
  return { call, user: userEvent.setup() };
};
const firstName = () => screen.getByRole<HTMLInputElement>('textbox', { name: m.firstName });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('what a member typed and did not save (their access ran out)', () => {
  it('is back when the form opens again in the tab, with a word that it was kept', async () => {
    const { user } = open();
    await user.clear(firstName());
    await user.type(firstName(), 'Rosalind');
    cleanup();

    open();
    expect(firstName().value).toBe('Rosalind');
    expect(screen.getByRole('status').textContent).toBe(m.draftKept);
  });

  it('is kept for its own account only', async () => {
    const { user } = open();
    await user.type(firstName(), 'x');
    cleanup();

    open({ ...account, accountId: 'a2', firstName: 'Ana' });
    expect(firstName().value).toBe('Ana');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('is dropped once saved', async () => {
    const { user } = open();
    await user.type(firstName(), 'x');
    await user.click(screen.getByRole('button', { name: m.save }));
    expect(await screen.findByText(m.saved)).toBeTruthy();
    cleanup();

    open({ ...account, firstName: 'Rosax' });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('is dropped when typed back to what is saved', async () => {
    const { user } = open();
    await user.type(firstName(), 'x{Backspace}');
    cleanup();

    open();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
