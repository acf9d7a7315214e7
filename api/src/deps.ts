/** What createApp needs; server.ts and the test harness build it with bootstrap(). */
import type { CaptchaVerifier } from './captcha';
import type { ApiConfig } from './config';
import type { Db } from './db/db';
import type { Feature } from './features/feature';
import type { GrantService, TokenService } from './http/tokens';
import type { Logger } from './log';

export interface AppDeps {
  config: ApiConfig;
  db: Db;
  tokens: TokenService;
  grants: GrantService;
  captcha: CaptchaVerifier;
  logger: Logger;
  clock: () => Date;
  features: readonly Feature[];
}
