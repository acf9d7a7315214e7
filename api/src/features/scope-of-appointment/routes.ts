/** Scope of appointment (extension): the session's records, and the agent tools' read-back. */
import { endpoints } from 'shared-contracts/endpoints';
import type { RouteRegistry } from '../../http/routes';
import { agentSoa, agentSoas, createSoa, readSoa, soaView, updateSoaProducts } from './soa';

export const scopeOfAppointmentRoutes = (routes: RouteRegistry) => {
  routes.implement(endpoints.scopeOfAppointment.create, async ({ deps, body, sessionId }) =>
    createSoa(deps.db, sessionId, body, deps.clock()),
  );

  routes.implement(endpoints.scopeOfAppointment.detail, async ({ deps, params, sessionId }) =>
    soaView(await readSoa(deps.db, sessionId, params.id)),
  );

  routes.implement(endpoints.scopeOfAppointment.update, async ({ deps, params, body, sessionId }) =>
    updateSoaProducts(deps.db, sessionId, params.id, body.products, deps.clock()),
  );

  routes.implement(endpoints.scopeOfAppointment.agentList, async ({ deps, query }) => ({
    scopeOfAppointments: await agentSoas(deps.db, query),
  }));

  routes.implement(endpoints.scopeOfAppointment.agentDetail, async ({ deps, params }) =>
    agentSoa(deps.db, params.id),
  );
};
