// A server left over from an earlier run (an `npm start`, an e2e server whose Playwright was killed) holds
// ports the e2e suite needs: Playwright would reuse it on :3000 or the suite's own start would fail on
// another port, and dozens of tests would fail for a reason none of them names. The run checks first and
// stops with the port and, when Linux's /proc tells, the process holding it.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { INCOMPATIBLE_PORT } from './incompatible-remote.mjs';
import { INGEST_PORT } from './sentry-ingest.mjs';
import {
  API_PORT,
  BIND_HOST,
  CANARY_PORT,
  CDN_PORT,
  EMBED_PORT,
  PARTNER_DEMO_PORT,
  REMOTE_APPS,
  SHELL_PORT,
} from './suite.mjs';

/** Every port scripts/e2e-server.mjs listens on. */
export const E2E_PORTS = [
  SHELL_PORT,
  ...REMOTE_APPS.map((r) => r.port),
  EMBED_PORT,
  CDN_PORT,
  CANARY_PORT,
  INCOMPATIBLE_PORT,
  PARTNER_DEMO_PORT,
  INGEST_PORT,
  API_PORT,
];

/** Whether something already listens on the port, on loopback or on every address. */
const inUse = (port) =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error) => resolve(error.code === 'EADDRINUSE'));
    probe.listen({ port, host: BIND_HOST, exclusive: true }, () => probe.close(() => resolve(false)));
  });

/** The socket inodes listening on `port`, from /proc/net/tcp and tcp6 (state 0A is LISTEN). */
const listeningInodes = (port, procRoot) => {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set();
  for (const table of ['tcp', 'tcp6']) {
    let text = '';
    try {
      text = readFileSync(`${procRoot}/net/${table}`, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9]);
    }
  }
  return inodes;
};

/** "pid 123: node ../scripts/e2e-server.mjs" for the process holding the port, or null if /proc cannot tell. */
export const processOnPort = (port, procRoot = '/proc') => {
  const inodes = listeningInodes(port, procRoot);
  if (inodes.size === 0) return null;
  let pids = [];
  try {
    pids = readdirSync(procRoot).filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    let fds = [];
    try {
      fds = readdirSync(`${procRoot}/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target = '';
      try {
        target = readlinkSync(`${procRoot}/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        const cmdline = readFileSync(`${procRoot}/${pid}/cmdline`, 'utf8').split('\0').join(' ').trim();
        return `pid ${pid}: ${cmdline}`;
      }
    }
  }
  return null;
};

/** The ports of `ports` something listens on, each with its process when known. */
export const busyPorts = async (ports = E2E_PORTS) => {
  const busy = [];
  for (const port of ports) if (await inUse(port)) busy.push({ port, process: processOnPort(port) });
  return busy;
};

export const busyPortsMessage = (busy) =>
  [
    `Port${busy.length > 1 ? 's' : ''} the e2e suite needs ${busy.length > 1 ? 'are' : 'is'} already in use, probably by a server left from an earlier run:`,
    ...busy.map(({ port, process }) => `  :${port}  ${process ?? '(process unknown: try `ss -ltnp`)'}`),
    'Stop it (Ctrl-C in its terminal, or kill <pid>) and run again.',
  ].join('\n');
