/**
 * A throw-away PostgreSQL server of its own (Debian's postgresql, installed through apt when missing and
 * running as root), for the tests and benchmarks that must crash and restart the database itself.
 * It listens on 127.0.0.1 only, runs as the `postgres` user when started by root (initdb refuses root),
 * and keeps fsync on: the crash tests are about what a committed write survives.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './server-process';

const run = promisify(execFile);
const PG_ROOT = '/usr/lib/postgresql';
const isRoot = process.getuid?.() === 0;

const installedBin = async (): Promise<string | null> => {
  if (!existsSync(PG_ROOT)) return null;
  const versions = (await readdir(PG_ROOT)).filter((v) => existsSync(join(PG_ROOT, v, 'bin/initdb')));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? join(PG_ROOT, newest, 'bin') : null;
};

/** The bin directory of the newest installed PostgreSQL; installs Debian's when missing and root. */
export const postgresBin = async (): Promise<string> => {
  const found = await installedBin();
  if (found) return found;
  if (!isRoot) {
    throw new Error('PostgreSQL is not installed. Install it with: sudo apt-get install -y postgresql');
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  await run('apt-get', ['install', '-y', '-qq', 'postgresql'], { env });
  const installed = await installedBin();
  if (!installed) throw new Error('apt-get installed postgresql but no initdb was found');
  return installed;
};

export interface PgCluster {
  /** postgres://…/postgres on 127.0.0.1. */
  url: string;
  port: number;
  /** SIGKILL the postmaster and every backend, as a crash of the machine's database would. */
  kill(): Promise<void>;
  /** Start again on the same port and data (crash recovery replays the WAL). */
  start(): Promise<void>;
  /** Stop at once and delete the data. */
  destroy(): Promise<void>;
}

const childrenOf = async (pid: number): Promise<number[]> => {
  const out: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    // Field 4 of /proc/<pid>/stat is the parent pid; the name (field 2) may hold spaces, so split after ')'.
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid === pid) out.push(Number(entry));
  }
  return out;
};

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export const startPgCluster = async (): Promise<PgCluster> => {
  const bin = await postgresBin();
  const work = await mkdtemp(join(tmpdir(), 'api-pgcluster-'));
  const data = join(work, 'data');
  const asOwner = (cmd: string, args: string[]) =>
    isRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args]) : run(join(bin, cmd), args);
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    await chown(work, Number(stdout.trim()), Number(gid.trim()));
  }
  await asOwner('initdb', [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--no-locale',
    '--no-sync',
  ]);
  const port = await freePort();
  const start = async () => {
    await asOwner('pg_ctl', [
      '-D',
      data,
      '-l',
      join(work, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${work} -c max_connections=100`,
      'start',
    ]);
  };
  const kill = async () => {
    const pid = Number((await readFile(join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    // Stopped first, the postmaster forks no new backend while its children are listed.
    process.kill(pid, 'SIGSTOP');
    const pids = [pid, ...(await childrenOf(pid))];
    for (const p of pids) process.kill(p, 'SIGKILL');
    const deadline = Date.now() + 10_000;
    while (pids.some(alive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    kill,
    start,
    destroy: async () => {
      await asOwner('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']).catch(() => undefined);
      await rm(work, { recursive: true, force: true });
    },
  };
};
