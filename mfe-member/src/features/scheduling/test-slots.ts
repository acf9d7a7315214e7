import type { Meeting } from 'shared-contracts/api/scheduling';
import { makeMeeting } from 'shared-contracts/test-data';

/** Open times of two agents over two days, as the api lists them (the scheduling tests' answer). */
const agent = (agentUuid: string, firstName: string, meetingKinds: string[]) => ({
  agentUuid,
  firstName,
  lastName: 'Sample',
  title: 'Licensed agent',
  phone: '(602) 555-0100',
  photoLink: null,
  meetingKinds,
});
const slot = (agentUuid: string, startsAt: string, localStart: string) => ({
  agentUuid,
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
  localStart,
  meetingKinds: ['phone', 'video'],
});
export const A = '11111111-1111-4111-8111-111111111111';
export const B = '22222222-2222-4222-8222-222222222222';
export const slots = {
  timeZone: 'America/Phoenix',
  zip: '85004',
  agents: [agent(A, 'Ann', ['phone', 'video']), agent(B, 'Bea', ['phone'])],
  days: [
    {
      date: '2026-12-01',
      slots: [
        slot(A, '2026-12-01T17:00:00.000Z', '2026-12-01T10:00:00-07:00'),
        slot(B, '2026-12-01T17:30:00.000Z', '2026-12-01T10:30:00-07:00'),
      ],
    },
    { date: '2026-12-02', slots: [slot(A, '2026-12-02T21:00:00.000Z', '2026-12-02T14:00:00-07:00')] },
  ],
};

/** A phone meeting booked with the first agent (the api's answer to a booking). */
export const bookedMeeting: Meeting = makeMeeting({
  agent: { ...makeMeeting().agent, agentUuid: A },
});
