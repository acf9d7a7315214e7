import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, hostFor, notFound, queriesSettled } from '../../test-api';
import { useLinkedAgent } from './useLinkedAgent';

const UUID = '6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a60';
const agent = {
  agentUuid: UUID,
  firstName: 'Ana',
  lastName: 'Diaz',
  title: 'Licensed agent',
  phone: '(602) 555-0142',
  photoLink: null,
};

const api = () =>
  fakeApi((r) => {
    if (r.method === 'GET' && r.path === `/agents/agents/${UUID}`) return Response.json(agent);
    if (r.method === 'PATCH' && r.path === '/consumer/session') return Response.json({ external_uuid: 'E1' });
    return notFound();
  });

describe('useLinkedAgent', () => {
  it('calls nothing without an agentUuid', () => {
    const { api: clients, requests } = api();
    const { result } = renderHook(() => useLinkedAgent(clients, undefined, true), hostFor(clients));
    expect(result.current).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('reads the agent, and assigns it to the session once the session is ready', async () => {
    const { api: clients, requests } = api();
    const { result, rerender } = renderHook(({ ready }) => useLinkedAgent(clients, UUID, ready), {
      ...hostFor(clients),
      initialProps: { ready: false },
    });
    await waitFor(() => expect(result.current).toEqual(agent));
    expect(requests.map((r) => r.method)).toEqual(['GET']);
    rerender({ ready: true });
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]).toMatchObject({ method: 'PATCH', body: { agentUuid: UUID } });
  });

  it('keeps no agent for an unknown agentUuid', async () => {
    const other = '00000000-0000-4000-8000-000000000000';
    const { api: clients, requests } = api();
    const { wrapper, queryClient } = hostFor(clients);
    const { result } = renderHook(() => useLinkedAgent(clients, other, true), { wrapper });
    await waitFor(() => expect(queriesSettled(queryClient, 'error')).toBe(true));
    expect(requests).toHaveLength(1);
    expect(result.current).toBeNull();
  });
});
