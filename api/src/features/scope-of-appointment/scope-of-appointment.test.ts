import {
  agentSoaListSchema,
  agentSoaRecordSchema,
  ESIGN_CONSENT,
  SOA_MESSAGES,
  scopeOfAppointmentSchema,
} from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, TEST_AGENT_TOKEN, TEST_PARTNER_TOKEN, type TestApi } from '../../test/harness';
import { SAMPLE_AGENTS } from '../agents/public';

let api: TestApi;
beforeAll(async () => {
  // The first open slot can be days away (a weekend, an agency holiday): the tests move the clock to
  // the meeting's start, so the session tokens must outlive that move (the default lasts 24 hours).
  api = await createTestApi({ config: { sessionTokenTtlSeconds: 14 * 24 * 60 * 60 } });
});
afterAll(() => api.close());

const maria = SAMPLE_AGENTS[0];

/** A session with a lead and a booked meeting with Maria. */
const withMeeting = async () => {
  const s = await api.newLeadSession();
  const slots = await api.request('GET', '/scheduling/slots', {
    token: s.token,
    query: { agentUuid: maria.uuid, days: '7' },
  });
  const startsAt = slots.body.days[0].slots[0].startsAt;
  const booked = await api.request('POST', '/scheduling/meetings', {
    token: s.token,
    body: { agentUuid: maria.uuid, startsAt, kind: 'phone' },
  });
  expect(booked.status).toBe(201);
  return { session: s, meeting: booked.body.meeting as { meetingId: string; startsAt: string } };
};

const body = (extra: Record<string, unknown> = {}) => ({
  products: ['medicare_advantage', 'dental_vision_hearing'],
  beneficiary: { firstName: 'Dorothy', lastName: 'Sample' },
  signer: { role: 'authorized_representative', name: 'Paul Sample', relationship: 'Son' },
  ...extra,
});

const create = (token: string | null, b: unknown) =>
  api.request('POST', '/consumer/scope-of-appointments', { token, body: b });

/** A scope of appointment recorded for a booked meeting, its document read and consented to, not yet signed. */
const consentedSoa = async () => {
  const { session, meeting } = await withMeeting();
  const soa = scopeOfAppointmentSchema.parse(
    (await create(session.token, body({ meetingId: meeting.meetingId }))).body,
  );
  const document = await api.request('GET', `/consumer/esign/documents/${soa.documentId}`, {
    token: session.token,
  });
  await api.request('POST', `/consumer/esign/documents/${soa.documentId}/consent`, {
    token: session.token,
    body: { agree: true, consentVersion: ESIGN_CONSENT.version },
  });
  return { session, meeting, soa, document };
};

describe('POST /consumer/scope-of-appointments', () => {
  it('records products, beneficiary and representative before the meeting, as a document to sign', async () => {
    const { session, meeting } = await withMeeting();
    const res = await create(session.token, body({ meetingId: meeting.meetingId }));
    expect(res.status).toBe(201);
    const soa = scopeOfAppointmentSchema.parse(res.body);
    expect(soa).toMatchObject({
      products: ['medicare_advantage', 'dental_vision_hearing'],
      signer: { role: 'authorized_representative', name: 'Paul Sample', relationship: 'Son' },
      meetingId: meeting.meetingId,
      signedAt: null,
    });
    const document = await api.request('GET', `/consumer/esign/documents/${soa.documentId}`, {
      token: session.token,
    });
    expect(document.body.signerName).toBe('Paul Sample');
    expect(document.body.text).toContain('Dental, Vision and Hearing Products');
    expect(document.body.text).toContain('with Maria Alvarez');
    expect(document.body.text).toContain('Paul Sample, authorized representative (Son)');
    const again = await api.request('GET', `/consumer/scope-of-appointments/${soa.id}`, {
      token: session.token,
    });
    expect(again.body).toEqual(soa);
  });

  it('refuses a meeting that has started, when recording and when signing', async () => {
    const { session, meeting, soa, document } = await consentedSoa();
    api.setNow(new Date(new Date(meeting.startsAt).getTime() + 60_000));
    try {
      const late = await create(session.token, body({ meetingId: meeting.meetingId }));
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(SOA_MESSAGES.meetingStarted);
      const lateSignature = await api.request(
        'POST',
        `/consumer/esign/documents/${soa.documentId}/signature`,
        {
          token: session.token,
          body: {
            typedSignature: 'Paul Sample',
            signedDate: new Date(meeting.startsAt).toISOString().slice(0, 10),
            documentSha256: document.body.sha256,
          },
        },
      );
      expect(lateSignature.status).toBe(409);
      expect(lateSignature.body.message).toBe(SOA_MESSAGES.meetingStarted);
    } finally {
      api.setNow(null);
    }
  });

  it.each([
    [body({ products: [] }), 'products'],
    [body({ products: ['part_d', 'part_d'] }), 'products'],
    [body({ products: ['life_insurance'] }), 'products.0'],
    [body({ signer: { role: 'authorized_representative', relationship: 'Son' } }), 'signer.name'],
    [body({ signer: { role: 'neighbour' } }), 'signer.role'],
    [body({ beneficiary: { firstName: 'Dorothy' } }), 'beneficiary.lastName'],
    [body({ meetingId: 'M1001' }), 'meetingId'],
    [body({ meetingId: crypto.randomUUID() }), 'meetingId'],
  ])('answers 400 for %j', async (b, path) => {
    const s = await api.newLeadSession();
    const res = await create(s.token, b);
    expect(res.status).toBe(400);
    expect(res.body.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it("answers 400 for another session's meeting, 401 without a token", async () => {
    const { meeting } = await withMeeting();
    const stranger = await api.newLeadSession();
    const res = await create(stranger.token, body({ meetingId: meeting.meetingId }));
    expect(res.status).toBe(400);
    expect(res.body.issues).toEqual([{ path: 'meetingId', message: SOA_MESSAGES.unknownMeeting }]);
    expect((await create(null, body())).status).toBe(401);
  });
});

describe('a scope of appointment filled in Spanish', () => {
  it('is written, kept when its products change, and recorded in Spanish, with the language', async () => {
    const { session, meeting } = await withMeeting();
    const res = await create(session.token, body({ meetingId: meeting.meetingId, language: 'es' }));
    expect(res.status).toBe(201);
    const soa = scopeOfAppointmentSchema.parse(res.body);
    const read = async (documentId: string) =>
      (await api.request('GET', `/consumer/esign/documents/${documentId}`, { token: session.token })).body;
    const document = await read(soa.documentId);
    expect(document.title).toBe('Confirmación del alcance de la cita de ventas');
    expect(document.text).toContain('- Planes Medicare Advantage (Parte C) y planes de costo');
    expect(document.text).toContain('Firmado por: Paul Sample, representante autorizado (Son)');
    expect(document.text).toMatch(/Cita: .+ de 20\d\d.* con Maria Alvarez/);
    const changed = await api.request('PATCH', `/consumer/scope-of-appointments/${soa.id}`, {
      token: session.token,
      body: { products: ['part_d'] },
    });
    const newer = await read(scopeOfAppointmentSchema.parse(changed.body).documentId);
    expect(newer.text).toContain('Planes independientes de medicamentos recetados de Medicare (Parte D)');
    const consent = await api.request('POST', `/consumer/esign/documents/${newer.documentId}/consent`, {
      token: session.token,
      body: { agree: true, consentVersion: ESIGN_CONSENT.version, language: 'es' },
    });
    expect(consent.status).toBe(200);
    const rows = await api.db.query<{ language: string; body: string; consent_language: string | null }>(
      'select language, body, consent_language from esign_documents where id = any($1::uuid[]) order by created_at',
      [[soa.documentId, newer.documentId]],
    );
    expect(rows.map((r) => r.language)).toEqual(['es', 'es']);
    expect(rows.map((r) => r.consent_language)).toEqual([null, 'es']);
    expect(rows.map((r) => r.body).sort()).toEqual([document.text, newer.text].sort());
  });

  it('is English when no language is given', async () => {
    const s = await api.newLeadSession();
    const soa = scopeOfAppointmentSchema.parse((await create(s.token, body())).body);
    const [row] = await api.db.query<{ language: string }>(
      'select language from esign_documents where id = $1',
      [soa.documentId],
    );
    expect(row?.language).toBe('en');
  });
});

describe('GET and PATCH /consumer/scope-of-appointments/{id}', () => {
  it("another session's read or change answers 404 and changes nothing", async () => {
    const s = await api.newLeadSession();
    const soa = scopeOfAppointmentSchema.parse((await create(s.token, body())).body);
    const stranger = await api.newLeadSession();
    const path = `/consumer/scope-of-appointments/${soa.id}`;
    expect((await api.request('GET', path, { token: stranger.token })).status).toBe(404);
    expect(
      (await api.request('PATCH', path, { token: stranger.token, body: { products: ['part_d'] } })).status,
    ).toBe(404);
    expect((await api.request('GET', path, { token: s.token })).body).toEqual(soa);
    expect((await api.request('GET', path)).status).toBe(401);
    expect((await api.request('PATCH', path, { token: s.token, body: { products: [] } })).status).toBe(400);
    expect((await api.request('GET', '/consumer/scope-of-appointments/x', { token: s.token })).status).toBe(
      400,
    );
  });
});

describe('agent tools: GET /agents/tools/scope-of-appointments', () => {
  it('read back who agreed to what, when and how it was signed', async () => {
    const { session, meeting, soa, document } = await consentedSoa();
    await api.request('POST', `/consumer/esign/documents/${soa.documentId}/signature`, {
      token: session.token,
      body: {
        typedSignature: 'Paul Sample',
        signedDate: new Date().toISOString().slice(0, 10),
        documentSha256: document.body.sha256,
      },
      headers: { 'user-agent': 'AgentToolTest/1' },
    });
    const list = await api.request('GET', '/agents/tools/scope-of-appointments', {
      token: TEST_AGENT_TOKEN,
      query: { meetingId: meeting.meetingId },
    });
    expect(list.status).toBe(200);
    const [record] = agentSoaListSchema.parse(list.body).scopeOfAppointments;
    expect(record).toMatchObject({
      id: soa.id,
      websiteReferenceId: session.referenceId,
      agentUuid: maria.uuid,
      meetingStartsAt: meeting.startsAt,
      products: soa.products,
      signature: {
        typedSignature: 'Paul Sample',
        clientAddress: 'local',
        userAgent: 'AgentToolTest/1',
        documentSha256: document.body.sha256,
      },
    });
    const byAgent = agentSoaListSchema.parse(
      (
        await api.request('GET', '/agents/tools/scope-of-appointments', {
          token: TEST_AGENT_TOKEN,
          query: { agentUuid: maria.uuid },
        })
      ).body,
    );
    expect(byAgent.scopeOfAppointments.some((r) => r.id === soa.id)).toBe(true);
    const one = await api.request('GET', `/agents/tools/scope-of-appointments/${soa.id}`, {
      token: TEST_AGENT_TOKEN,
    });
    expect(agentSoaRecordSchema.parse(one.body)).toEqual(record);
  });

  it('answers 400 without a filter, 401 without an agent token, 404 for an unknown record', async () => {
    expect(
      (await api.request('GET', '/agents/tools/scope-of-appointments', { token: TEST_AGENT_TOKEN })).status,
    ).toBe(400);
    const s = await api.newSession();
    for (const token of [null, s.token, TEST_PARTNER_TOKEN]) {
      const res = await api.request('GET', '/agents/tools/scope-of-appointments', {
        token,
        query: { agentUuid: maria.uuid },
      });
      expect(res.status).toBe(401);
    }
    const unknown = await api.request('GET', `/agents/tools/scope-of-appointments/${crypto.randomUUID()}`, {
      token: TEST_AGENT_TOKEN,
    });
    expect(unknown.status).toBe(404);
  });
});
