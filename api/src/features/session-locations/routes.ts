/** GET, POST, PATCH session-provider-network-locations; DELETE session-provider-network-locations/{id}. */
import { randomUUID } from 'node:crypto';
import type { SessionLocation } from 'shared-contracts/api';
import { endpoints } from 'shared-contracts/endpoints';
import { notFound } from '../../http/errors';
import type { RouteRegistry } from '../../http/routes';
import { SAVED_LOCATION_ERRORS } from './messages';

interface Row {
  id: string;
  location_id: string;
  updated_by: string;
  providers: SessionLocation['providers'];
  created_at: Date;
  updated_at: Date;
}
const COLUMNS = 'id, location_id, updated_by, providers, created_at, updated_at';
const fromRow = (r: Row): SessionLocation => ({
  id: r.id,
  locationId: r.location_id,
  updatedBy: r.updated_by,
  providers: r.providers,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

export const sessionLocationRoutes = (routes: RouteRegistry) => {
  routes.implement(endpoints.sessionLocations.list, async ({ deps, sessionId }) => {
    const rows = await deps.db.query<Row>(
      `select ${COLUMNS} from session_provider_network_locations where session_id = $1 order by created_at, id`,
      [sessionId],
    );
    return { cntr: rows.map(fromRow) };
  });

  routes.implement(endpoints.sessionLocations.create, async ({ deps, body, sessionId }) => {
    const [row] = await deps.db.query<Row>(
      `insert into session_provider_network_locations (id, session_id, location_id, updated_by, providers)
         values ($1, $2, $3, $4, $5::jsonb)
         on conflict (session_id, location_id) do update set updated_by = excluded.updated_by,
           providers = excluded.providers, updated_at = now()
         returning ${COLUMNS}`,
      [randomUUID(), sessionId, body.locationId, body.updatedBy, JSON.stringify(body.providers)],
    );
    if (!row) throw new Error('insert returned nothing');
    return fromRow(row);
  });

  routes.implement(endpoints.sessionLocations.update, async ({ deps, body, sessionId }) => {
    const [row] = await deps.db.query<Row>(
      `update session_provider_network_locations
            set location_id = coalesce($3, location_id), providers = coalesce($4::jsonb, providers),
                updated_by = $5, updated_at = now()
          where id = $1 and session_id = $2
          returning ${COLUMNS}`,
      [
        body.id,
        sessionId,
        body.locationId ?? null,
        body.providers ? JSON.stringify(body.providers) : null,
        body.updatedBy,
      ],
    );
    if (!row) throw notFound(SAVED_LOCATION_ERRORS.locationNotFound);
    return fromRow(row);
  });

  routes.implement(endpoints.sessionLocations.remove, async ({ deps, params, sessionId }) => {
    const rows = await deps.db.query(
      'delete from session_provider_network_locations where id = $1 and session_id = $2 returning id',
      [params.id, sessionId],
    );
    if (rows.length === 0) throw notFound(SAVED_LOCATION_ERRORS.locationNotFound);
    return undefined;
  });
};
