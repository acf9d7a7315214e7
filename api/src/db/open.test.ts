import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryLogger } from '../log';
import { openPglite } from './db';
import { openDatabase } from './open';

const settings = { dbPoolMax: 1, dbConnectTimeoutMs: 2_000, dbStatementTimeoutMs: 5_000 };
const parents: string[] = [];
afterEach(() => {
  for (const dir of parents.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A PGlite data directory as an api killed mid-write can leave it: its control file is garbage. */
const damagedDataDir = async () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'api-pglite-'));
  parents.push(parent);
  const dataDir = path.join(parent, 'pglite');
  const db = await openPglite(dataDir);
  await db.exec('create table kept (note text)');
  await db.close();
  writeFileSync(path.join(dataDir, 'global', 'pg_control'), 'not a control file');
  return { parent, dataDir };
};

describe('openDatabase on a damaged PGlite data directory', () => {
  it('moves the folder aside under a dated name, says so loudly, and opens a fresh database', {
    timeout: 600_000,
  }, async () => {
    const { parent, dataDir } = await damagedDataDir();
    const logger = memoryLogger();
    const db = await openDatabase({ ...settings, databaseUrl: null, pgliteDir: dataDir }, logger);
    try {
      expect(await db.query(`select to_regclass('kept') as kept`)).toEqual([{ kept: null }]);
    } finally {
      await db.close();
    }
    const aside = readdirSync(parent).filter((name) => name !== 'pglite');
    expect(aside).toEqual([expect.stringMatching(/^pglite\.damaged-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/)]);
    const movedTo = path.join(parent, aside[0] ?? '');
    expect(readFileSync(path.join(movedTo, 'global', 'pg_control'), 'utf8')).toBe('not a control file');
    const [line] = logger.lines.map((l) => JSON.parse(l) as Record<string, string>);
    expect(line).toMatchObject({ level: 'error', event: 'db.pglite_damaged_moved_aside', dataDir, movedTo });
    expect(line?.message).toContain(`moved, unchanged, to ${movedTo}`);
  });

  it('leaves the folder alone with DATABASE_URL', { timeout: 600_000 }, async () => {
    const { dataDir } = await damagedDataDir();
    const logger = memoryLogger();
    await expect(
      openDatabase(
        { ...settings, databaseUrl: 'postgres://nobody@127.0.0.1:1/none', pgliteDir: dataDir },
        logger,
      ),
    ).rejects.toThrow();
    expect(readFileSync(path.join(dataDir, 'global', 'pg_control'), 'utf8')).toBe('not a control file');
    expect(existsSync(`${dataDir}.damaged`)).toBe(false);
    expect(logger.lines).toEqual([]);
  });
});
