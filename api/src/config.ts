/** Everything the api reads from the environment, parsed once. */
import { fileURLToPath } from 'node:url';
import { type CampaignPhoneNumber, campaignPhoneNumberSchema } from 'shared-contracts/api';
import { z } from 'zod';

export interface MarketConfig {
  /** Market name as served by GET /markets. */
  market: string;
  tier: 'primary' | 'secondary';
  states: string[];
  phoneNumbers: { sales: string; tty: string };
}

export interface ApiConfig {
  port: number;
  host: string;
  /** PGlite data directory, or 'memory://' for an in-memory database. */
  pgliteDir: string;
  databaseUrl: string | null;
  /** PostgreSQL pool size, and bounds on waiting for a connection and on one statement. */
  dbPoolMax: number;
  dbConnectTimeoutMs: number;
  dbStatementTimeoutMs: number;
  /** HS256 secret for access tokens; when absent one is generated once and kept in the database. */
  jwtSecret: string | null;
  sessionTokenTtlSeconds: number;
  corsOrigins: string[];
  bodyLimitBytes: number;
  /** Requests per client per minute. */
  sessionRateLimit: number;
  leadRateLimit: number;
  analyticsRateLimit: number;
  /** Use the first X-Forwarded-For address as the client (only behind a trusted proxy). */
  trustProxy: boolean;
  recaptchaSecret: string | null;
  recaptchaVerifyUrl: string;
  recaptchaMinScore: number;
  /** Server-to-server tokens accepted by the partners service. */
  partnerApiTokens: string[];
  /** Tokens of the agency's tools (member links, scope of appointment records); none: those calls answer 401. */
  agentApiTokens: string[];
  markets: MarketConfig[];
  /** Campaign × page-kind numbers from configuration, served over the seeded table (CAMPAIGN_PHONES_JSON). */
  campaignPhoneNumbers: CampaignPhoneNumber[];
  /**
   * Which responses are checked against their schema before they are sent (RESPONSE_CHECK): every one
   * (tests), the first and then one in a hundred per route (the default: a plan search is a 200-300 KB
   * body, too big to re-validate on every request), or none.
   */
  responseCheck: ResponseCheck;
}

export type ResponseCheck = 'always' | 'sample' | 'off';

const DEFAULT_PHONE = { sales: '(623) 223-8884', tty: '711' };

/** Default served area: several states, Arizona among them. Override with MARKETS_JSON. */
export const DEFAULT_MARKETS: MarketConfig[] = [
  { market: 'Arizona', tier: 'primary', states: ['AZ'], phoneNumbers: DEFAULT_PHONE },
  { market: 'Florida', tier: 'primary', states: ['FL'], phoneNumbers: DEFAULT_PHONE },
  { market: 'Texas', tier: 'primary', states: ['TX'], phoneNumbers: DEFAULT_PHONE },
  {
    market: 'Mountain West',
    tier: 'secondary',
    states: ['NV', 'NM', 'UT', 'CO'],
    phoneNumbers: DEFAULT_PHONE,
  },
  { market: 'Southeast', tier: 'secondary', states: ['GA', 'NC', 'SC'], phoneNumbers: DEFAULT_PHONE },
];

const localOrigins = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const int = (value: string | undefined, fallback: number, name: string): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer`);
  return n;
};

const parseResponseCheck = (value: string | undefined): ResponseCheck => {
  if (value === undefined || value === '') return 'sample';
  if (value === 'always' || value === 'sample' || value === 'off') return value;
  throw new Error('RESPONSE_CHECK must be always, sample or off');
};

const parseMarkets = (json: string | undefined): MarketConfig[] => {
  if (!json) return DEFAULT_MARKETS;
  const parsed = JSON.parse(json) as MarketConfig[];
  if (!Array.isArray(parsed) || parsed.some((m) => !m.market || !Array.isArray(m.states))) {
    throw new Error('MARKETS_JSON must be a list of {market, tier, states, phoneNumbers}');
  }
  return parsed;
};

const parseCampaignPhones = (json: string | undefined): CampaignPhoneNumber[] => {
  if (!json) return [];
  const parsed = z.array(campaignPhoneNumberSchema).safeParse(JSON.parse(json));
  if (!parsed.success)
    throw new Error('CAMPAIGN_PHONES_JSON must be a list of {campaign, pageKind, phoneNumber}');
  return parsed.data;
};

export const DEFAULT_PGLITE_DIR = fileURLToPath(new URL('../.data/pglite', import.meta.url));

export const loadConfig = (env: Record<string, string | undefined> = process.env): ApiConfig => ({
  port: int(env.PORT, 4000, 'PORT'),
  host: env.HOST || '127.0.0.1',
  pgliteDir: env.PGLITE_DIR || DEFAULT_PGLITE_DIR,
  databaseUrl: env.DATABASE_URL || null,
  dbPoolMax: int(env.DB_POOL_MAX, 10, 'DB_POOL_MAX'),
  dbConnectTimeoutMs: int(env.DB_CONNECT_TIMEOUT_MS, 3000, 'DB_CONNECT_TIMEOUT_MS'),
  dbStatementTimeoutMs: int(env.DB_STATEMENT_TIMEOUT_MS, 10_000, 'DB_STATEMENT_TIMEOUT_MS'),
  jwtSecret: env.JWT_SECRET || null,
  sessionTokenTtlSeconds: int(env.SESSION_TOKEN_TTL_SECONDS, 24 * 60 * 60, 'SESSION_TOKEN_TTL_SECONDS'),
  corsOrigins: env.CORS_ORIGINS ? list(env.CORS_ORIGINS) : localOrigins,
  bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 64 * 1024, 'BODY_LIMIT_BYTES'),
  sessionRateLimit: int(env.SESSION_RATE_LIMIT, 30, 'SESSION_RATE_LIMIT'),
  leadRateLimit: int(env.LEAD_RATE_LIMIT, 10, 'LEAD_RATE_LIMIT'),
  analyticsRateLimit: int(env.ANALYTICS_RATE_LIMIT, 600, 'ANALYTICS_RATE_LIMIT'),
  trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  recaptchaSecret: env.RECAPTCHA_SECRET || null,
  recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
  recaptchaMinScore: Number(env.RECAPTCHA_MIN_SCORE ?? 0.5),
  partnerApiTokens: list(env.PARTNER_API_TOKENS),
  agentApiTokens: list(env.AGENT_API_TOKENS),
  markets: parseMarkets(env.MARKETS_JSON),
  campaignPhoneNumbers: parseCampaignPhones(env.CAMPAIGN_PHONES_JSON),
  responseCheck: parseResponseCheck(env.RESPONSE_CHECK),
});
