// A small local Sentry ingest for the e2e tests: it accepts what Sentry's browser SDK sends
// (`POST /api/<projectId>/envelope/`, newline-delimited envelopes), keeps every envelope with its raw text,
// and answers `GET /__e2e/envelopes?visit=<marker>` with those whose sender's User-Agent ends with
// `e2e-visit/<marker>` (each test browses with a User-Agent of its own, so parallel tests never mix).
// It listens on 127.0.0.1 only.
import { createServer } from 'node:http';

export const INGEST_PORT = 3030;
/** The DSN the e2e suite is configured with (public key "public", project 1). */
export const INGEST_DSN = `http://public@127.0.0.1:${INGEST_PORT}/1`;
const VISIT = /e2e-visit\/([\w-]+)/;
/** Past this many kept envelopes the oldest go (a long run must not grow without bound). */
const KEEP = 5000;

/**
 * An envelope: a header line, then items, each an item header line and a payload (of `length` bytes when
 * the item header says so, else up to the next newline). Throws on anything else.
 * @param {Buffer} body
 */
export const parseEnvelope = (body) => {
  let at = 0;
  const line = () => {
    const end = body.indexOf(0x0a, at);
    const text = body.subarray(at, end === -1 ? body.length : end).toString('utf8');
    at = end === -1 ? body.length : end + 1;
    return text;
  };
  const header = JSON.parse(line());
  const items = [];
  while (at < body.length) {
    const head = line();
    if (head.trim() === '') continue;
    const itemHeader = JSON.parse(head);
    let payload;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(at, at + itemHeader.length).toString('utf8');
      at += itemHeader.length;
      if (body[at] === 0x0a) at += 1;
    } else payload = line();
    let parsed = payload;
    try {
      parsed = JSON.parse(payload);
    } catch {
      // attachments and other non-JSON payloads are kept as text
    }
    items.push({ type: itemHeader.type, header: itemHeader, payload: parsed });
  }
  return { header, items };
};

const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };

/** Starts the ingest; resolves to its server, with `envelopes` (everything kept). */
export const serveSentryIngest = ({ port = INGEST_PORT } = {}) => {
  /** @type {{ visit: string | null, projectId: string, raw: string, header: unknown, items: unknown[] }[]} */
  const envelopes = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'POST, GET' }).end();
      return;
    }
    const envelopePath = url.pathname.match(/^\/api\/(\d+)\/envelope\/?$/);
    if (req.method === 'POST' && envelopePath) {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        try {
          const { header, items } = parseEnvelope(body);
          const visit = (req.headers['user-agent'] ?? '').match(VISIT)?.[1] ?? null;
          envelopes.push({ visit, projectId: envelopePath[1], raw: body.toString('utf8'), header, items });
          if (envelopes.length > KEEP) envelopes.shift();
          res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{}');
        } catch (error) {
          res.writeHead(400, { ...cors, 'Content-Type': 'text/plain' }).end(`bad envelope: ${error.message}`);
        }
      });
      return;
    }
    if (req.method === 'GET' && url.pathname === '/__e2e/envelopes') {
      const visit = url.searchParams.get('visit');
      const found = visit ? envelopes.filter((e) => e.visit === visit) : envelopes;
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(found));
      return;
    }
    res.writeHead(404, { ...cors, 'Content-Type': 'text/plain' }).end('not found');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(Object.assign(server, { envelopes })));
  });
};

if (import.meta.url === `file://${process.argv[1]}`) {
  await serveSentryIngest();
  console.log(`[sentry-ingest] listening on 127.0.0.1:${INGEST_PORT} (DSN ${INGEST_DSN})`);
}
