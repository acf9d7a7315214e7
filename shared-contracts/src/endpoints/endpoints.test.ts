import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointPath, pathParamNames } from './endpoint';
import { allEndpoints, endpoints } from './index';

const all = allEndpoints();

describe('endpoint descriptors', () => {
  it('declare every call once: no two with the same service, method and path (aliases included)', () => {
    const keys = all.flatMap(({ endpoint: e }) =>
      [e.path, ...(e.aliases ?? [])].map((p) => `${e.service} ${e.method} ${p}`),
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(all.length).toBeGreaterThanOrEqual(46);
  });

  it('have spec-7 paths: no leading slash, and a params schema with exactly the path placeholders', () => {
    for (const { name, endpoint } of all) {
      for (const path of [endpoint.path, ...(endpoint.aliases ?? [])]) {
        expect(path.startsWith('/'), name).toBe(false);
        expect(path, name).toMatch(/^[A-Za-z0-9_{}/-]*$/);
        expect(pathParamNames(path).sort(), `${name} ${path}`).toEqual(pathParamNames(endpoint.path).sort());
      }
      const names = pathParamNames(endpoint.path);
      if (names.length === 0) expect(endpoint.params, name).toBeUndefined();
      else {
        // Classic or zod/mini (the first load's contracts): both are core objects.
        expect(endpoint.params, name).toBeInstanceOf(z.core.$ZodObject);
        expect(Object.keys((endpoint.params as z.core.$ZodObject)._zod.def.shape).sort(), name).toEqual(
          [...names].sort(),
        );
      }
    }
  });

  it('keep data-warehouse calls unauthenticated (spec 7: they send only the transaction id)', () => {
    const dw = all.filter(({ endpoint }) => endpoint.service === 'dataWarehouse');
    expect(dw.length).toBeGreaterThan(0);
    for (const { endpoint } of dw) expect(endpoint.auth).toBe('none');
  });

  it('have a body only on post, put and patch, and a 201 only on post', () => {
    for (const { name, endpoint } of all) {
      if (endpoint.body) expect(['post', 'put', 'patch'], name).toContain(endpoint.method);
      if (endpoint.status === 201) expect(endpoint.method, name).toBe('post');
    }
  });
});

describe('endpointPath', () => {
  it('fills and encodes the placeholders', () => {
    expect(endpointPath(endpoints.plans.detail, { id: 'H1234-001 /x' })).toBe('plans/H1234-001%20%2Fx');
    expect(endpointPath(endpoints.plans.list)).toBe('plans');
  });

  it('throws a TypeError for a missing or empty parameter', () => {
    expect(() => endpointPath(endpoints.plans.detail, {})).toThrow(TypeError);
    expect(() => endpointPath(endpoints.plans.detail, { id: '' })).toThrow(TypeError);
  });
});
