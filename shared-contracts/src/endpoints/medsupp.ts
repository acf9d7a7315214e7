/**
 * Products service: GET /medsupp/plans, GET /medsupp/plans/{id}, GET /medsupp/offerings/{id} (an
 * extension: the plan without a price), POST /medsupp/enroll/{source},
 * POST /csg/register-agent and the /csg/oauth/authorize step of the broker flow.
 */
import {
  csgAuthorizeQuerySchema,
  csgRegisterAgentBodySchema,
  csgRegisterAgentResponseSchema,
  medsuppEnrollBodySchema,
  medsuppEnrollParamsSchema,
  medsuppEnrollResponseSchema,
  medsuppOfferingQuerySchema,
  medsuppOfferingResponseSchema,
  medsuppPlanParamsSchema,
  medsuppPlanQuerySchema,
  medsuppPlanResponseSchema,
  medsuppPlansResponseSchema,
  medsuppQuerySchema,
} from '../api/medsupp';
import { defineEndpoint } from './endpoint';

export const medsuppEndpoints = {
  plans: defineEndpoint({
    service: 'products',
    method: 'get',
    path: 'medsupp/plans',
    summary:
      "Medigap quotes of the county for a person's age, gender and tobacco use (C and F only for those eligible before 2020); SAMPLE rates",
    auth: 'session',
    query: medsuppQuerySchema,
    response: medsuppPlansResponseSchema,
  }),
  plan: defineEndpoint({
    service: 'products',
    method: 'get',
    path: 'medsupp/plans/{id}',
    summary: 'One Medigap quote (source csg or connecture)',
    auth: 'session',
    params: medsuppPlanParamsSchema,
    query: medsuppPlanQuerySchema,
    response: medsuppPlanResponseSchema,
  }),
  offering: defineEndpoint({
    service: 'products',
    method: 'get',
    path: 'medsupp/offerings/{id}',
    summary:
      'Extension: one Medigap plan of the county without a price (carrier, name, letter), so its coverage shows before a quote; SAMPLE data',
    auth: 'session',
    params: medsuppPlanParamsSchema,
    query: medsuppOfferingQuerySchema,
    response: medsuppOfferingResponseSchema,
  }),
  enroll: defineEndpoint({
    service: 'products',
    method: 'post',
    path: 'medsupp/enroll/{source}',
    summary: 'Start a Medigap enrollment: stores the hand-off and returns the carrier link',
    auth: 'session',
    params: medsuppEnrollParamsSchema,
    body: medsuppEnrollBodySchema,
    response: medsuppEnrollResponseSchema,
    status: 201,
  }),
  registerAgent: defineEndpoint({
    service: 'products',
    method: 'post',
    path: 'csg/register-agent',
    summary:
      'Register an agent with the Medigap quoting partner; returns the agentUuid and nextKey for the authorize step',
    auth: 'session',
    body: csgRegisterAgentBodySchema,
    response: csgRegisterAgentResponseSchema,
    status: 201,
  }),
  authorize: defineEndpoint({
    service: 'products',
    method: 'get',
    path: 'csg/oauth/authorize',
    summary:
      "The authorize step the browser is sent to with agentUuid and nextKey: for a registered agent, a redirect to the Medigap enrollment the registering session started, with the agent's writing number for its carrier",
    auth: 'none',
    query: csgAuthorizeQuerySchema,
    response: null,
    redirects: true,
  }),
};
