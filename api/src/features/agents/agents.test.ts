import { agentSchema } from 'shared-contracts/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../test/harness';
import { SAMPLE_AGENTS, sampleWritingNumbers } from './seed';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const [agent] = SAMPLE_AGENTS;

describe('GET /agents/agents/{uuid} (agents service)', () => {
  it('returns a seeded agent card, also under the short path', async () => {
    for (const path of [`/agents/agents/${agent.uuid}`, `/agents/${agent.uuid}`]) {
      expect(await api.readOk(path, agentSchema)).toEqual({
        agentUuid: agent.uuid,
        firstName: agent.firstName,
        lastName: agent.lastName,
        title: agent.title,
        phone: agent.phone,
        photoLink: null,
      });
    }
  });
  it('answers 400 for a malformed uuid and 404 for an unknown one', async () => {
    expect((await api.request('GET', '/agents/agents/42')).status).toBe(400);
    expect((await api.request('GET', `/agents/agents/${crypto.randomUUID()}`)).status).toBe(404);
  });
});

describe('GET /consumer/agent?agentUuid=', () => {
  it('returns the agent with a session token', async () => {
    const s = await api.newSession();
    const res = await api.request('GET', '/consumer/agent', {
      token: s.token,
      query: { agentUuid: agent.uuid },
    });
    expect(res.status).toBe(200);
    expect(res.body.firstName).toBe(agent.firstName);
  });
  it('answers 401 without a token, 400 without or with a bad agentUuid, 404 for an unknown one', async () => {
    const s = await api.newSession();
    expect((await api.request('GET', '/consumer/agent', { query: { agentUuid: agent.uuid } })).status).toBe(
      401,
    );
    expect((await api.request('GET', '/consumer/agent', { token: s.token })).status).toBe(400);
    expect(
      (await api.request('GET', '/consumer/agent', { token: s.token, query: { agentUuid: 'x' } })).status,
    ).toBe(400);
    const unknown = await api.request('GET', '/consumer/agent', {
      token: s.token,
      query: { agentUuid: crypto.randomUUID() },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('GET /consumer/agent/broker?agentUuid= (spec 6 broker flow)', () => {
  it("gives the agent's business e-mail and a writing number per appointed carrier", async () => {
    const s = await api.newSession();
    const res = await api.request('GET', '/consumer/agent/broker', {
      token: s.token,
      query: { agentUuid: agent.uuid },
    });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(agent.email);
    const expected = sampleWritingNumbers(agent.uuid);
    expect(expected.length).toBeGreaterThan(0);
    expect(res.body.writingNumbers.map((w: { carrierId: string }) => w.carrierId)).toEqual(
      expected.map((w) => w.carrierId).sort(),
    );
    for (const w of res.body.writingNumbers) {
      expect(w.writingNumber).toMatch(/^W\d{7}$/);
      expect(w.carrierName.length).toBeGreaterThan(0);
    }
  });
  it('answers 401 without a token, 400 for a bad uuid and 404 for an unknown agent', async () => {
    const s = await api.newSession();
    expect(
      (await api.request('GET', '/consumer/agent/broker', { query: { agentUuid: agent.uuid } })).status,
    ).toBe(401);
    expect(
      (await api.request('GET', '/consumer/agent/broker', { token: s.token, query: { agentUuid: '1' } }))
        .status,
    ).toBe(400);
    expect(
      (
        await api.request('GET', '/consumer/agent/broker', {
          token: s.token,
          query: { agentUuid: crypto.randomUUID() },
        })
      ).status,
    ).toBe(404);
  });
});
