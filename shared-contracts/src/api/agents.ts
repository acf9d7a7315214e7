/** Agents service GET /agents/{uuid} and consumer GET /agent?agentUuid= (spec 1, 3 Session, 7). */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { uuidSchema } from './common';
import { assignedAgentSchema } from './session';

export const agentSchema = assignedAgentSchema;
export type Agent = z.infer<typeof agentSchema>;
export const agentParamsSchema = lazySchema(() => z.object({ uuid: uuidSchema }));
export const agentQuerySchema = lazySchema(() => z.object({ agentUuid: uuidSchema }));

/**
 * EXTENSION (spec 6 broker flow; the path is not in spec 7): what a Medigap enrollment through an agent
 * needs of the agent: the business e-mail the quoting partner registers them by, and their writing number
 * with each carrier they are appointed with.
 */
export const agentBrokerSchema = lazySchema(() =>
  z.object({
    agentUuid: z.string(),
    email: z.string(),
    writingNumbers: z.array(
      z.object({ carrierId: z.string(), carrierName: z.string(), writingNumber: z.string() }),
    ),
  }),
);
export type AgentBroker = z.infer<typeof agentBrokerSchema>;
