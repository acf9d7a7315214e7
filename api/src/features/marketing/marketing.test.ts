import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, sessionIdOf, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const countFor = async (table: string, token: string) => {
  const [row] = await api.db.query<{ n: number }>(
    `select count(*)::int as n from ${table} where session_id = $1`,
    [sessionIdOf(token)],
  );
  return row?.n;
};

describe('POST /consumer/questions', () => {
  const body = {
    questions: [
      { question: 'Do you use tobacco?', answer: false },
      { question: 'Height (inches)', answer: 66 },
      { question: 'Conditions', answer: ['none'] },
    ],
  };
  it('stores the list for the own session', async () => {
    const a = await api.newSession();
    const b = await api.newSession();
    const res = await api.request('POST', '/consumer/questions', { token: a.token, body });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ saved: 3 });
    expect(await countFor('session_questions', a.token)).toBe(1);
    expect(await countFor('session_questions', b.token)).toBe(0);
  });
  it.each([
    [{}],
    [{ questions: [] }],
    [{ questions: [{ question: '', answer: 'x' }] }],
    [{ questions: [{ question: 'q', answer: { x: 1 } }] }],
  ])('answers 400 for %j', async (bad) => {
    const s = await api.newSession();
    expect((await api.request('POST', '/consumer/questions', { token: s.token, body: bad })).status).toBe(
      400,
    );
  });
  it('answers 401 without a token', async () => {
    expect((await api.request('POST', '/consumer/questions', { body })).status).toBe(401);
  });
});

describe('POST /consumer/quiz-result', () => {
  const body = { quizName: 'enrollment-date', question: 'When did you turn 65?', answer: '2026-05-01' };
  it('stores an enrollment-date quiz answer', async () => {
    const a = await api.newSession();
    const b = await api.newSession();
    const res = await api.request('POST', '/consumer/quiz-result', { token: a.token, body });
    expect(res.status).toBe(201);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await countFor('quiz_results', a.token)).toBe(1);
    expect(await countFor('quiz_results', b.token)).toBe(0);
  });
  it.each([
    [{ ...body, quizName: 'other' }],
    [{ ...body, question: undefined }],
    [{ ...body, answer: null }],
  ])('answers 400 for %j', async (bad) => {
    const s = await api.newSession();
    expect((await api.request('POST', '/consumer/quiz-result', { token: s.token, body: bad })).status).toBe(
      400,
    );
  });
  it('answers 401 without a token', async () => {
    expect((await api.request('POST', '/consumer/quiz-result', { body })).status).toBe(401);
  });
});

describe('POST /consumer/active-campaign', () => {
  const bodyFor = (websiteReferenceId: string) => ({
    enrollmentStartDate: '2026-02-01',
    enrollmentEndDate: '2026-08-31',
    missedInitialEnrollmentPeriod: false,
    websiteReferenceId,
    leadSourceType: 'Quiz',
    utmSource: 'google',
    tags: ['iep', 'quiz-complete'],
  });
  it('stores the hand-off for the own session', async () => {
    const s = await api.newSession();
    const res = await api.request('POST', '/consumer/active-campaign', {
      token: s.token,
      body: bodyFor(s.referenceId),
    });
    expect(res.status).toBe(201);
    expect(await countFor('active_campaigns', s.token)).toBe(1);
  });
  it("answers 403 for another session's reference id and stores nothing", async () => {
    const a = await api.newSession();
    const b = await api.newSession();
    const res = await api.request('POST', '/consumer/active-campaign', {
      token: a.token,
      body: bodyFor(b.referenceId),
    });
    expect(res.status).toBe(403);
    expect(await countFor('active_campaigns', a.token)).toBe(0);
    expect(await countFor('active_campaigns', b.token)).toBe(0);
  });
  it('answers 400 for bad fields and 401 without a token', async () => {
    const s = await api.newSession();
    for (const bad of [
      { ...bodyFor(s.referenceId), enrollmentStartDate: '02/01/2026' },
      { ...bodyFor(s.referenceId), missedInitialEnrollmentPeriod: 'no' },
      { ...bodyFor('nope'), tags: [] },
      { ...bodyFor(s.referenceId), tags: 'iep' },
    ]) {
      expect(
        (await api.request('POST', '/consumer/active-campaign', { token: s.token, body: bad })).status,
      ).toBe(400);
    }
    expect(
      (await api.request('POST', '/consumer/active-campaign', { body: bodyFor(s.referenceId) })).status,
    ).toBe(401);
  });
});
