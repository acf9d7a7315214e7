/**
 * A small load balancer for the replica checks: a node:http reverse proxy on a free loopback port that
 * hands requests to its upstream api replicas in turn, appends the client to X-Forwarded-For (as a real
 * one does; the replicas run with TRUST_PROXY=1) and names the replica that answered in X-Replica.
 */
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import { freePort } from './server-process';

export interface RoundRobinProxy {
  base: string;
  /** Requests handed to each upstream, in the order of `upstreams`. */
  served: number[];
  stop(): Promise<void>;
}

const PROXY_TIMEOUT_MS = 30_000;

/** The load balancer's own answer when an upstream is down or too slow, as a real one gives. */
const badGateway = (res: ServerResponse) => {
  if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
  res.end('{"message":"Bad Gateway"}');
};

const forward = (req: IncomingMessage, res: ServerResponse, target: string, replica: number) => {
  const client = req.socket.remoteAddress ?? '';
  const forwardedFor = req.headers['x-forwarded-for'];
  const upstream = request(
    new URL(req.url ?? '/', target),
    {
      method: req.method,
      headers: {
        ...req.headers,
        'x-forwarded-for': forwardedFor ? `${forwardedFor}, ${client}` : client,
        'x-forwarded-proto': 'http',
      },
      timeout: PROXY_TIMEOUT_MS,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-replica': String(replica) });
      answer.pipe(res);
    },
  );
  upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
  upstream.on('error', () => badGateway(res));
  req.pipe(upstream);
};

export const startRoundRobinProxy = async (upstreams: readonly string[]): Promise<RoundRobinProxy> => {
  const served = upstreams.map(() => 0);
  let next = 0;
  const server: Server = createServer((req, res) => {
    const replica = next;
    next = (next + 1) % upstreams.length;
    served[replica] = (served[replica] ?? 0) + 1;
    forward(req, res, upstreams[replica] ?? '', replica);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    served,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
