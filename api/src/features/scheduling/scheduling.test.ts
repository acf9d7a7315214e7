import {
  bookedMeetingSchema,
  meetingSchema,
  SCHEDULING_MESSAGES,
  slotsResponseSchema,
} from 'shared-contracts/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, SAMPLE, sessionIdOf, type TestApi } from '../../test/harness';
import { SAMPLE_AGENTS } from '../agents/public';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

// Tuesday 2026-12-01, 08:00 in Phoenix (UTC-7 all year), 10:00 in New York (UTC-5).
const NOW = new Date('2026-12-01T15:00:00Z');
beforeEach(() => api.setNow(NOW));

const [maria, james, , robert] = SAMPLE_AGENTS;

const slots = async (token: string | null, query: Record<string, string> = {}) =>
  api.request('GET', '/scheduling/slots', { token, query });

/** A free slot start of the agent on the listed days (the n-th). */
const freeSlot = async (token: string, agentUuid: string, n = 0, query: Record<string, string> = {}) => {
  const res = await slots(token, { agentUuid, days: '3', ...query });
  expect(res.status).toBe(200);
  const all = slotsResponseSchema.parse(res.body).days.flatMap((d) => d.slots);
  const slot = all[n];
  if (!slot) throw new Error('no free slot');
  return slot.startsAt;
};

const book = (token: string | null, body: Record<string, unknown>) =>
  api.request('POST', '/scheduling/meetings', { token, body });

describe('GET /scheduling/slots', () => {
  it("lists each agent's free 30-minute slots in the person's time zone, with the agent card", async () => {
    const s = await api.newSession({ zip: SAMPLE.zip, fips: SAMPLE.fips });
    const res = await slots(s.token, { days: '1' });
    expect(res.status).toBe(200);
    const body = slotsResponseSchema.parse(res.body);
    expect(body.timeZone).toBe('America/Phoenix');
    expect(body.agents.map((a) => a.lastName).sort()).toEqual(['Alvarez', 'Okafor', 'Tran', 'Whitaker']);
    expect(body.agents.find((a) => a.agentUuid === maria.uuid)).toMatchObject({
      firstName: 'Maria',
      lastName: 'Alvarez',
      phone: maria.phone,
      meetingKinds: ['phone', 'video'],
    });
    expect(body.days.map((d) => d.date)).toEqual(['2026-12-01']);
    const list = body.days[0]?.slots ?? [];
    // Two hours' notice: nothing before 10:00 Phoenix (17:00 UTC).
    expect(list.every((slot) => slot.startsAt >= '2026-12-01T17:00:00.000Z')).toBe(true);
    const mariaSlots = list.filter((slot) => slot.agentUuid === maria.uuid).map((slot) => slot.localStart);
    expect(mariaSlots).toEqual([
      '2026-12-01T10:00:00-07:00',
      '2026-12-01T10:30:00-07:00',
      '2026-12-01T11:00:00-07:00',
      '2026-12-01T11:30:00-07:00',
      ...['13', '14', '15', '16'].flatMap((h) => [
        `2026-12-01T${h}:00:00-07:00`,
        `2026-12-01T${h}:30:00-07:00`,
      ]),
    ]);
    // Robert works 9-5 in New York: 7:00-15:00 in Phoenix, from 10:00 with the notice.
    const robertSlots = list.filter((slot) => slot.agentUuid === robert.uuid);
    expect(robertSlots[0]?.localStart).toBe('2026-12-01T10:00:00-07:00');
    expect(robertSlots.at(-1)?.localStart).toBe('2026-12-01T14:30:00-07:00');
    for (const slot of list)
      expect(new Date(slot.endsAt).getTime() - new Date(slot.startsAt).getTime()).toBe(30 * 60_000);
  });

  it('shows the times in the time zone of the ZIP asked for', async () => {
    const s = await api.newSession({ zip: SAMPLE.zip });
    const body = slotsResponseSchema.parse((await slots(s.token, { zip: '32501', days: '1' })).body);
    expect(body.timeZone).toBe('America/Chicago');
    expect(body.days.flatMap((d) => d.slots).every((slot) => slot.localStart.endsWith('-06:00'))).toBe(true);
  });

  it('filters by kind of meeting and by agent, and leaves out agency holidays', async () => {
    const s = await api.newSession({ zip: SAMPLE.zip });
    const video = slotsResponseSchema.parse((await slots(s.token, { kind: 'video', days: '2' })).body);
    expect(video.agents.some((a) => a.agentUuid === james.uuid)).toBe(false);
    const one = slotsResponseSchema.parse((await slots(s.token, { agentUuid: james.uuid, days: '2' })).body);
    expect(new Set(one.days.flatMap((d) => d.slots.map((slot) => slot.agentUuid)))).toEqual(
      new Set([james.uuid]),
    );
    api.setNow(new Date('2026-11-23T12:00:00Z'));
    const thanksgiving = slotsResponseSchema.parse(
      (await slots(s.token, { from: '2026-11-26', days: '1' })).body,
    );
    expect(thanksgiving.days).toEqual([]);
  });

  it.each([
    [{ days: '0' }, 'days'],
    [{ days: '15' }, 'days'],
    [{ from: '2026-02-30' }, 'from'],
    [{ kind: 'fax' }, 'kind'],
    [{ agentUuid: 'x' }, 'agentUuid'],
    [{ zip: '850' }, 'zip'],
    [{ zip: SAMPLE.unknownZip }, 'zip'],
    [{ agentUuid: crypto.randomUUID() }, 'agentUuid'],
  ])('answers 400 for %j', async (query, path) => {
    const s = await api.newSession({ zip: SAMPLE.zip });
    const res = await slots(s.token, query);
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('answers 400 when neither the query nor the session has a ZIP, and 401 without a token', async () => {
    const s = await api.newSession();
    const res = await slots(s.token);
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'zip', message: SCHEDULING_MESSAGES.zipMissing }]);
    expect((await slots(null)).status).toBe(401);
    expect((await slots('garbage')).status).toBe(401);
  });
});

describe('POST /scheduling/meetings', () => {
  it("books a slot for the session's lead, assigns the agent to the session and the lead, and takes the slot", async () => {
    const s = await api.newLeadSession();
    const startsAt = await freeSlot(s.token, maria.uuid);
    const res = await book(s.token, { agentUuid: maria.uuid, startsAt, kind: 'video' });
    expect(res.status).toBe(201);
    const { meeting, confirmationToken } = bookedMeetingSchema.parse(res.body);
    expect(meeting).toMatchObject({
      status: 'booked',
      kind: 'video',
      startsAt,
      timeZone: 'America/Phoenix',
      agent: { agentUuid: maria.uuid, firstName: 'Maria' },
      contact: { firstName: 'Dorothy', lastName: 'Sample', phoneNumber: '(602) 321-0164' },
      attendanceConfirmedAt: null,
      changeable: true,
    });
    expect(confirmationToken.split('.')).toHaveLength(3);
    const session = await api.request('GET', `/consumer/session/${s.referenceId}`, { token: s.token });
    expect(session.body.assignedAgent.agentUuid).toBe(maria.uuid);
    const [lead] = await api.db.query<{ agent_uuid: string; meeting_id: string }>(
      'select agent_uuid, meeting_id from leads where session_id = $1',
      [sessionIdOf(s.token)],
    );
    expect(lead).toEqual({ agent_uuid: maria.uuid, meeting_id: meeting.meetingId });
    const other = await api.newSession({ zip: SAMPLE.zip });
    const after = slotsResponseSchema.parse(
      (await slots(other.token, { agentUuid: maria.uuid, days: '3' })).body,
    );
    expect(after.days.flatMap((d) => d.slots).some((slot) => slot.startsAt === startsAt)).toBe(false);
  });

  it('of 20 people racing for one slot, exactly one wins: the database refuses the others', async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => api.newLeadSession()));
    const startsAt = await freeSlot(people[0]?.token as string, robert.uuid, 3);
    const results = await Promise.all(
      people.map((p) => book(p.token, { agentUuid: robert.uuid, startsAt, kind: 'phone' })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 409))
      expect(r.body.message).toBe(SCHEDULING_MESSAGES.slotTaken);
    const rows = await api.db.query(
      `select 1 from meetings where agent_uuid = $1 and starts_at = $2 and status = 'booked'`,
      [robert.uuid, startsAt],
    );
    expect(rows).toHaveLength(1);
  });

  it('refuses in the language of Accept-Language, with the same status', async () => {
    const noLead = await api.newSession({ zip: SAMPLE.zip });
    const body = {
      agentUuid: maria.uuid,
      startsAt: await freeSlot(noLead.token, maria.uuid, 1),
      kind: 'phone',
    };
    const spanish = await api.request('POST', '/scheduling/meetings', {
      token: noLead.token,
      body,
      headers: { 'Accept-Language': 'es-US,es;q=0.9' },
    });
    expect(spanish.status).toBe(409);
    expect(spanish.body).toEqual({
      message: 'Díganos su nombre y su número de teléfono antes de reservar una reunión.',
    });
    expect((await book(noLead.token, body)).body).toEqual({ message: SCHEDULING_MESSAGES.contactMissing });
  });

  it('answers 409 without a lead, off the grid, too soon, outside hours, or with a meeting already booked', async () => {
    const noLead = await api.newSession({ zip: SAMPLE.zip });
    const startsAt = await freeSlot(noLead.token, maria.uuid, 1);
    const missing = await book(noLead.token, { agentUuid: maria.uuid, startsAt, kind: 'phone' });
    expect(missing.status).toBe(409);
    expect(missing.body.message).toBe(SCHEDULING_MESSAGES.contactMissing);

    const s = await api.newLeadSession();
    for (const at of [
      '2026-12-01T17:15:00.000Z',
      '2026-12-01T15:30:00.000Z',
      '2026-12-02T04:00:00.000Z',
      '2026-12-25T17:00:00.000Z',
    ]) {
      const res = await book(s.token, { agentUuid: maria.uuid, startsAt: at, kind: 'phone' });
      expect(res.status, at).toBe(409);
      expect(res.body.message).toBe(SCHEDULING_MESSAGES.slotUnavailable);
    }
    expect((await book(s.token, { agentUuid: maria.uuid, startsAt, kind: 'phone' })).status).toBe(201);
    const second = await book(s.token, {
      agentUuid: maria.uuid,
      startsAt: await freeSlot(s.token, maria.uuid, 4),
      kind: 'phone',
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(SCHEDULING_MESSAGES.alreadyBooked);
  });

  it.each([
    [{ agentUuid: 'x', startsAt: '2026-12-02T17:00:00Z', kind: 'phone' }, 'agentUuid'],
    [{ agentUuid: maria.uuid, startsAt: 'tomorrow', kind: 'phone' }, 'startsAt'],
    [{ agentUuid: maria.uuid, startsAt: '2026-12-02T17:00:00Z', kind: 'fax' }, 'kind'],
    [{ agentUuid: maria.uuid, kind: 'phone' }, 'startsAt'],
    [{ agentUuid: crypto.randomUUID(), startsAt: '2026-12-02T17:00:00Z', kind: 'phone' }, 'agentUuid'],
    // James takes phone calls only.
    [{ agentUuid: james.uuid, startsAt: '2026-12-02T17:00:00Z', kind: 'video' }, 'kind'],
  ])('answers 400 for %j', async (body, path) => {
    const s = await api.newLeadSession();
    const res = await book(s.token, body);
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('answers 401 without a session token', async () => {
    const res = await book(null, { agentUuid: maria.uuid, startsAt: '2026-12-02T17:00:00Z', kind: 'phone' });
    expect(res.status).toBe(401);
  });
});

/** A booked meeting with Linh (Tuesday to Saturday). */
const booked = async () => {
  const s = await api.newLeadSession();
  const res = await book(s.token, {
    agentUuid: SAMPLE_AGENTS[2].uuid,
    startsAt: await freeSlot(s.token, SAMPLE_AGENTS[2].uuid, 2),
    kind: 'phone',
  });
  expect(res.status).toBe(201);
  return { session: s, ...bookedMeetingSchema.parse(res.body) };
};

describe('the meeting confirmation calls', () => {
  it('reach the meeting with its link token or the booking session, and nobody else (404)', async () => {
    const { session, meeting, confirmationToken } = await booked();
    const path = `/scheduling/meetings/${meeting.meetingId}`;
    for (const token of [confirmationToken, session.token]) {
      const res = await api.request('GET', path, { token });
      expect(res.status).toBe(200);
      expect(meetingSchema.parse(res.body)).toEqual(meeting);
    }
    const stranger = await api.newLeadSession();
    expect((await api.request('GET', path, { token: stranger.token })).status).toBe(404);
    const other = await booked();
    expect((await api.request('GET', path, { token: other.confirmationToken })).status).toBe(404);
    for (const token of [null, 'garbage', `${confirmationToken}x`]) {
      expect((await api.request('GET', path, { token })).status).toBe(401);
    }
    expect((await api.request('GET', '/scheduling/meetings/42', { token: confirmationToken })).status).toBe(
      400,
    );
  });

  it('confirm attendance, reschedule into a free slot (confirmation reset) but never into a taken one', async () => {
    const { meeting, confirmationToken: token } = await booked();
    const base = `/scheduling/meetings/${meeting.meetingId}`;
    const confirmed = await api.request('POST', `${base}/attendance`, { token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.attendanceConfirmedAt).toBe(NOW.toISOString());

    const taken = await booked();
    const clash = await api.request('PATCH', base, {
      token,
      body: { startsAt: taken.meeting.startsAt, agentUuid: taken.meeting.agent.agentUuid },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe(SCHEDULING_MESSAGES.slotTaken);

    const browsing = await api.newSession({ zip: SAMPLE.zip });
    const startsAt = await freeSlot(browsing.token, robert.uuid, 5);
    const moved = await api.request('PATCH', base, { token, body: { startsAt, agentUuid: robert.uuid } });
    expect(moved.status).toBe(200);
    expect(meetingSchema.parse(moved.body)).toMatchObject({
      startsAt,
      agent: { agentUuid: robert.uuid },
      attendanceConfirmedAt: null,
    });
    expect((await api.request('PATCH', base, { token, body: { startsAt: 'soon' } })).status).toBe(400);
  });

  it('cancel frees the slot; a cancelled meeting cannot change again', async () => {
    const { meeting, confirmationToken: token } = await booked();
    const base = `/scheduling/meetings/${meeting.meetingId}`;
    const cancelled = await api.request('POST', `${base}/cancel`, { token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'cancelled', changeable: false });
    for (const [method, suffix] of [
      ['POST', '/cancel'],
      ['POST', '/attendance'],
    ] as const) {
      const res = await api.request(method, `${base}${suffix}`, { token });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(SCHEDULING_MESSAGES.notChangeable);
    }
    const s = await api.newLeadSession();
    const again = await book(s.token, {
      agentUuid: meeting.agent.agentUuid,
      startsAt: meeting.startsAt,
      kind: 'phone',
    });
    expect(again.status).toBe(201);
  });

  it("another session's cancel or reschedule answers 404 and changes nothing", async () => {
    const { meeting, confirmationToken } = await booked();
    const stranger = await api.newLeadSession();
    const base = `/scheduling/meetings/${meeting.meetingId}`;
    expect((await api.request('POST', `${base}/cancel`, { token: stranger.token })).status).toBe(404);
    expect(
      (await api.request('PATCH', base, { token: stranger.token, body: { startsAt: meeting.startsAt } }))
        .status,
    ).toBe(404);
    expect((await api.request('POST', `${base}/attendance`, { token: stranger.token })).status).toBe(404);
    const still = await api.request('GET', base, { token: confirmationToken });
    expect(still.body).toEqual(meeting);
  });

  it('a meeting that has started can no longer change', async () => {
    const { meeting, confirmationToken: token } = await booked();
    api.setNow(new Date(new Date(meeting.startsAt).getTime() + 60_000));
    const res = await api.request('POST', `/scheduling/meetings/${meeting.meetingId}/cancel`, { token });
    expect(res.status).toBe(409);
    expect(
      (await api.request('GET', `/scheduling/meetings/${meeting.meetingId}`, { token })).body.changeable,
    ).toBe(false);
  });
});

describe('GET /scheduling/meetings/{id}/calendar', () => {
  it('is an RFC 5545 file of the meeting; a cancellation raises SEQUENCE and says CANCELLED', async () => {
    const { meeting, confirmationToken: token } = await booked();
    const path = `/scheduling/meetings/${meeting.meetingId}/calendar`;
    const res = await api.request('GET', path, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toContain('.ics');
    const text = res.body as string;
    expect(text).toContain(`UID:${meeting.meetingId}@`);
    expect(text).toContain(`DTSTART:${meeting.startsAt.replace(/[-:]|\.000/g, '')}`);
    expect(text).toContain('SEQUENCE:0');
    expect(text).toContain('STATUS:CONFIRMED');
    await api.request('POST', `/scheduling/meetings/${meeting.meetingId}/cancel`, { token });
    const after = (await api.request('GET', path, { token })).body as string;
    expect(after).toContain('SEQUENCE:1');
    expect(after).toContain('STATUS:CANCELLED');
    const spanish = await api.request('GET', path, {
      token,
      headers: { 'Accept-Language': 'es-US,es;q=0.9' },
    });
    expect(spanish.headers.get('Vary')).toMatch(/Accept-Language/);
    expect(res.headers.get('content-disposition')).toContain(`filename="meeting-${meeting.meetingId}.ics"`);
    expect(spanish.headers.get('content-disposition')).toContain(
      `filename="reunion-${meeting.meetingId}.ics"`,
    );
    const unfolded = (spanish.body as string).replace(/\r\n /g, '');
    expect(unfolded).toMatch(
      /SUMMARY:(Llamada telefónica|Reunión por video) con .+\\, agente de Medicare con licencia/,
    );
    expect(unfolded).toContain('¿Tiene preguntas o necesita otra hora?');
    expect(unfolded).not.toMatch(/Phone call|Video meeting|Questions|licensed/);
    const stranger = await api.newLeadSession();
    expect((await api.request('GET', path, { token: stranger.token })).status).toBe(404);
    expect((await api.request('GET', path)).status).toBe(401);
  });
});
