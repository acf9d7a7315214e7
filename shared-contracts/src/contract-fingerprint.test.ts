import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { contractJson, type hostContextSchema } from './contract-fingerprint';
import type { HostContextValue } from './react';

type HostData = Omit<HostContextValue, 'api' | 'events' | 'queryClient'>;

describe('the contract fingerprint', () => {
  it('describes the host context exactly as HostContextValue types it (but its live objects)', () => {
    expectTypeOf<z.output<typeof hostContextSchema>>().toEqualTypeOf<HostData>();
  });

  it('is JSON Schema of every event, the host context and the page props', () => {
    const json = contractJson();
    expect(json.events['plans:pin-toggled']).toMatchObject({
      type: 'object',
      required: ['planType', 'planId'],
    });
    expect(json.hostContext).toMatchObject({ type: 'object', properties: { phone: { type: 'string' } } });
    expect(json.pageProps).toMatchObject({ type: 'object', properties: {} });
    expect(Object.keys(contractJson(['plans:fetched', 'no:such-event']).events)).toEqual(['plans:fetched']);
  });
});
