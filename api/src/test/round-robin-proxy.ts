/**
 * A small load balancer for the replica checks: an http-proxy-3 reverse proxy on a free loopback port
 * that hands requests to its upstream api replicas in turn, appends the client to X-Forwarded-For (as a
 * real one does; the replicas run with TRUST_PROXY=1) and names the replica that answered in X-Replica.
 */
import { createServer, type Server } from 'node:http';
import { createProxyServer } from 'http-proxy-3';
import { freePort } from './server-process';

export interface RoundRobinProxy {
  base: string;
  /** Requests handed to each upstream, in the order of `upstreams`. */
  served: number[];
  stop(): Promise<void>;
}

export const startRoundRobinProxy = async (upstreams: readonly string[]): Promise<RoundRobinProxy> => {
  const proxy = createProxyServer({ xfwd: true, proxyTimeout: 30_000 });
  const served = upstreams.map(() => 0);
  let next = 0;
  proxy.on('proxyRes', (proxyRes, req) => {
    proxyRes.headers['x-replica'] = String((req as { replica?: number }).replica);
  });
  proxy.on('error', (_error, _req, res) => {
    // An upstream that is down or too slow: the load balancer's own answer, as a real one gives.
    if ('writeHead' in res && !res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end('{"message":"Bad Gateway"}');
  });
  const server: Server = createServer((req, res) => {
    const replica = next;
    next = (next + 1) % upstreams.length;
    served[replica] = (served[replica] ?? 0) + 1;
    (req as { replica?: number }).replica = replica;
    proxy.web(req, res, { target: upstreams[replica] });
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
        proxy.close();
      }),
  };
};
