/** Open the database, migrate, seed, and build the app's dependencies (server and tests share this). */
import { randomBytes } from 'node:crypto';
import { type CaptchaVerifier, createSiteverifyVerifier, verificationOff } from './captcha';
import type { ApiConfig } from './config';
import type { Db } from './db/db';
import { migrate, seed } from './db/migrate';
import { openDatabase } from './db/open';
import type { AppDeps } from './deps';
import type { Feature } from './features/feature';
import { features as allFeatures } from './features/index';
import { createGrantService, createTokenService } from './http/tokens';
import { importSampleDataOnFirstStart } from './import/sample-data';
import { consoleLogger, type Logger } from './log';

export interface BootstrapOptions {
  db?: Db;
  logger?: Logger;
  clock?: () => Date;
  captcha?: CaptchaVerifier;
  features?: readonly Feature[];
}

/** The token secret: JWT_SECRET, else one generated on first start and kept in the database. */
const tokenSecret = async (db: Db, config: ApiConfig): Promise<Uint8Array> => {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  await db.query(`insert into app_secrets (name, value) values ('jwt', $1) on conflict (name) do nothing`, [
    randomBytes(32).toString('base64url'),
  ]);
  const [row] = await db.query<{ value: string }>(`select value from app_secrets where name = 'jwt'`);
  if (!row) throw new Error('jwt secret missing after insert');
  return new Uint8Array(Buffer.from(row.value, 'base64url'));
};

const captchaFor = (config: ApiConfig, logger: Logger): CaptchaVerifier => {
  if (config.recaptchaSecret) {
    return createSiteverifyVerifier({
      secret: config.recaptchaSecret,
      url: config.recaptchaVerifyUrl,
      minScore: config.recaptchaMinScore,
    });
  }
  logger.warn('captcha.verification_off', {
    message:
      '!!! RECAPTCHA_SECRET is not set: captcha verification of lead posts is OFF. Set RECAPTCHA_SECRET (and RECAPTCHA_VERIFY_URL) in production. !!!',
  });
  return verificationOff;
};

export const bootstrap = async (config: ApiConfig, options: BootstrapOptions = {}): Promise<AppDeps> => {
  const logger = options.logger ?? consoleLogger;
  const features = options.features ?? allFeatures;
  const db = options.db ?? (await openDatabase(config, logger));
  const applied = await migrate(db, features);
  const seeded = await seed(db, features, { config });
  if (applied.length || seeded.length) {
    logger.info('db.ready', { migrations: applied.length, seeded: seeded.join(',') || null, kind: db.kind });
  }
  // A fresh database (a fresh clone's PGlite, or a new PostgreSQL) serves the sample files until
  // `npm run import` loads published ones.
  if (features.some((f) => f.name === 'cms-data')) {
    const imported = await importSampleDataOnFirstStart(db);
    if (imported) {
      const rows = imported.flatMap((r) => r.files).reduce((sum, f) => sum + f.rows, 0);
      logger.info('data.sample_imported', { dataSets: imported.map((r) => r.dataSet).join(','), rows });
    }
  }
  const clock = options.clock ?? (() => new Date());
  const secret = await tokenSecret(db, config);
  return {
    config,
    db,
    logger,
    clock,
    features,
    tokens: createTokenService(secret, config.sessionTokenTtlSeconds, clock),
    grants: createGrantService(secret, clock),
    captcha: options.captcha ?? captchaFor(config, logger),
  };
};
