/**
 * The member access token a signed member link is exchanged for (api/member.ts has the rest of the
 * member contracts). A module of its own: the shell reads the stored access on every page, and the rest
 * of the member contracts (with the scheduling ones they compose) stay off its first load.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';

export const memberAccessSchema = lazySchema(() =>
  z.object({
    accessToken: z.string(),
    expiresAt: z.string(),
    accountId: z.string(),
  }),
);
export type MemberAccess = z.infer<typeof memberAccessSchema>;
