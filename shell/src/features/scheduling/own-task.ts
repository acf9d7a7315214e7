import type { ApiClient } from 'shared-contracts/http';
import { yieldToMain } from './yield';

/**
 * The api client with each call started in a task of its own: the shell's first commit starts the
 * session, the content reads, the page view and the linked agent from its effects, and preparing each
 * request (the client's options, headers, the fetch itself) cost 5-10 ms at 4x CPU, all inside the
 * commit's one long task (issue 10, TBT). Calls still start in the order they are made, with the same
 * arguments, and settle as the client's own calls do.
 */
export const callsInOwnTask = (client: ApiClient): ApiClient => ({
  call: ((...args: Parameters<ApiClient['call']>) =>
    yieldToMain().then(() => client.call(...args))) as ApiClient['call'],
});
