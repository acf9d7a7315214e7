/** A feature: its tables (migrations), its reference data (seed) and the endpoints it implements. */
import type { Hono } from 'hono';
import type { Queryable } from '../db/db';
import type { DataFeature } from '../db/migrate';
import type { AppDeps } from '../deps';
import type { RouteRegistry } from '../http/routes';

/** The session-scoped lists GET /consumer/session/{id} returns, contributed by the features that own them. */
export type SessionListName = 'dosages' | 'providers' | 'pharmacies';

export interface Feature extends DataFeature {
  routes?: (routes: RouteRegistry) => void;
  /** Non-JSON pages (HTML for browsers), mounted on the app as they are; JSON calls belong in `routes`. */
  pages?: (app: Hono, deps: AppDeps) => void;
  /** This feature's items of the session's lists (e.g. the drugs feature gives `dosages`). */
  sessionLists?: (
    db: Queryable,
    sessionId: string,
  ) => Promise<Partial<Record<SessionListName, Record<string, unknown>[]>>>;
}
