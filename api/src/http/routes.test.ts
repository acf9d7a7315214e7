import { allEndpoints, endpoints } from 'shared-contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../app';
import { features } from '../features/index';
import { honoPaths, openApiPath, servedPath } from './routes';

describe('routes from the endpoint descriptors', () => {
  it('implement every descriptor exactly once, and nothing that is not a descriptor', () => {
    const implemented = buildRoutes(features).routes.map((r) => r.endpoint);
    const declared = allEndpoints();
    const missing = declared.filter(({ endpoint }) => !implemented.includes(endpoint)).map((d) => d.name);
    expect(missing, 'descriptors the api does not implement').toEqual([]);
    const unknown = implemented.filter((e) => !declared.some((d) => d.endpoint === e));
    expect(unknown.map((e) => `${e.method} ${e.path}`)).toEqual([]);
    expect(implemented.length).toBe(declared.length);
  });

  it('serve each descriptor under its service prefix, aliases included', () => {
    expect(honoPaths(endpoints.agents.detail)).toEqual(['/agents/agents/:uuid', '/agents/:uuid']);
    expect(honoPaths(endpoints.dw.planEnrollment)).toEqual([
      '/dw/aep_analytics/plan_enrollment/',
      '/dw/aep_analytics/plan_enrollment',
    ]);
    expect(honoPaths(endpoints.drugs.deleteDosage)).toEqual(['/consumer/session/dosages/:recordId']);
    expect(openApiPath(endpoints.providerNetwork.metadata)).toBe('/provider-network/metadata');
    expect(openApiPath(endpoints.sessionLocations.remove)).toBe(
      '/consumer/session-provider-network-locations/{id}',
    );
    expect(servedPath(endpoints.enrollment.devCarrierLanding, { carrierId: 'acme' })).toBe(
      '/consumer/dev/carrier-enrollment/acme',
    );
  });
});
