/** Agents service GET /agents/{uuid} and consumer GET /agent?agentUuid= (spec 1, 3 Session, 7). */
import { z } from 'zod';
import { uuidSchema } from './common';
import { assignedAgentSchema } from './session';

export const agentSchema = assignedAgentSchema;
export type Agent = z.infer<typeof agentSchema>;
export const agentParamsSchema = z.object({ uuid: uuidSchema });
export const agentQuerySchema = z.object({ agentUuid: uuidSchema });
