import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnvelope, serveSentryIngest } from './sentry-ingest.mjs';

const event = { event_id: 'a'.repeat(32), message: 'héllo', tags: { source: 'quiz' } };
const eventText = JSON.stringify(event);
// An item with a byte length (the accented letter is two bytes) and one without, as the SDK sends them.
const envelope = [
  JSON.stringify({ event_id: event.event_id, sent_at: '2026-01-01T00:00:00.000Z' }),
  JSON.stringify({ type: 'event', length: Buffer.byteLength(eventText) }),
  eventText,
  JSON.stringify({ type: 'client_report' }),
  JSON.stringify({ discarded_events: [] }),
].join('\n');

describe('parseEnvelope', () => {
  it('reads the header and each item, by byte length or up to the newline', () => {
    const parsed = parseEnvelope(Buffer.from(envelope));
    expect(parsed.header).toMatchObject({ event_id: event.event_id });
    expect(parsed.items.map((i) => i.type)).toEqual(['event', 'client_report']);
    expect(parsed.items[0].payload).toEqual(event);
    expect(parsed.items[1].payload).toEqual({ discarded_events: [] });
  });

  it('refuses what is not an envelope', () => {
    expect(() => parseEnvelope(Buffer.from('not json'))).toThrow();
  });
});

describe('the ingest', () => {
  let server;
  let base;
  beforeAll(async () => {
    server = await serveSentryIngest({ port: 0 });
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(() => server.close());

  it('keeps envelopes per visit (the User-Agent marker) and refuses malformed ones', async () => {
    const post = (ua, body) =>
      fetch(`${base}/api/1/envelope/?sentry_key=public`, {
        method: 'POST',
        body,
        headers: { 'user-agent': ua },
      });
    expect((await post('Chrome e2e-visit/v-1', envelope)).status).toBe(200);
    expect((await post('Chrome e2e-visit/v-2', envelope)).status).toBe(200);
    expect((await post('Chrome e2e-visit/v-1', 'garbage')).status).toBe(400);
    const mine = await (await fetch(`${base}/__e2e/envelopes?visit=v-1`)).json();
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ visit: 'v-1', projectId: '1', raw: envelope });
    expect(mine[0].items[0].payload.tags).toEqual({ source: 'quiz' });
    expect((await fetch(`${base}/api/1/store/`, { method: 'POST', body: '{}' })).status).toBe(404);
  });
});
