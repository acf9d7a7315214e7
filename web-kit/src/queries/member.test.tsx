import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { HostContextValue } from 'shared-contracts/react';
import { makeMeeting, makeMemberAccount } from 'shared-contracts/test-data';
import { describe, expect, it } from 'vitest';
import { HostProviders } from '../query';
import { testHost } from '../test-host';
import { useMemberAccountQuery } from './member';
import { useMeetingMutation } from './scheduling';

const ACCOUNT = '9c4b2e1a-5d6f-4a7b-8c9d-0e1f2a3b4c5d';
const MEETING = '3b9f0c1e-2d4a-4b6c-8e0f-1a2b3c4d5e6f';
const account = makeMemberAccount({
  accountId: ACCOUNT,
  firstName: 'Evelyn',
  lastName: 'Sample',
  emailAddress: null,
  phoneNumber: null,
  dateOfBirth: null,
});
const meeting = makeMeeting({
  meetingId: MEETING,
  agent: { ...makeMeeting().agent, firstName: 'Maria', lastName: 'Alvarez', title: 'Agent' },
  contact: { firstName: 'Evelyn', lastName: 'Sample', phoneNumber: '(602) 555-0171' },
  attendanceConfirmedAt: '2026-11-23T10:00:00.000Z',
});

const wrap = (host: HostContextValue) => ({
  wrapper: ({ children }: { children: ReactNode }) => <HostProviders host={host}>{children}</HostProviders>,
});

describe('member queries', () => {
  it('wait for the member access before reading the account', async () => {
    const { host, call } = testHost({ member: { status: 'exchanging', accountId: null } }, () => account);
    const exchanging = renderHook(() => useMemberAccountQuery(ACCOUNT), wrap(host));
    expect(exchanging.result.current.fetchStatus).toBe('idle');
    expect(call).not.toHaveBeenCalled();

    const ready = testHost({ member: { status: 'ready', accountId: ACCOUNT } }, () => account);
    const { result } = renderHook(() => useMemberAccountQuery(ACCOUNT), wrap(ready.host));
    await waitFor(() => expect(result.current.data?.firstName).toBe('Evelyn'));
    expect(ready.call.mock.calls[0]?.slice(0, 3)).toEqual(['consumer', 'get', `member/accounts/${ACCOUNT}`]);
  });
});

describe('useMeetingMutation', () => {
  it("sends each change with the link's token and keeps the answer as the meeting", async () => {
    const { host, call } = testHost({}, () => meeting);
    const { result } = renderHook(() => useMeetingMutation(MEETING, 'link-token'), wrap(host));
    await act(() => result.current.mutateAsync({ action: 'confirm' }));
    await act(() =>
      result.current.mutateAsync({ action: 'reschedule', body: { startsAt: meeting.startsAt } }),
    );
    await act(() => result.current.mutateAsync({ action: 'cancel' }));
    expect(
      call.mock.calls.map(([, method, path, options]) => [
        method,
        path,
        (options as { token?: string }).token,
      ]),
    ).toEqual([
      ['post', `meetings/${MEETING}/attendance`, 'link-token'],
      ['patch', `meetings/${MEETING}`, 'link-token'],
      ['post', `meetings/${MEETING}/cancel`, 'link-token'],
    ]);
    expect(host.queryClient.getQueryData(['scheduling', 'meeting', MEETING])).toMatchObject({
      meetingId: MEETING,
    });
  });
});
