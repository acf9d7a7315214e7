/**
 * EXTENSION (not in spec 7): the scope of sales appointment, recorded by the person's session and
 * signed through e-sign; the agency's tools read the records on the agents service.
 */
import {
  agentSoaListSchema,
  agentSoaQuerySchema,
  agentSoaRecordSchema,
  scopeOfAppointmentSchema,
  soaCreateBodySchema,
  soaParamsSchema,
  soaUpdateBodySchema,
} from '../api/scope-of-appointment';
import { defineEndpoint } from './endpoint';

export const scopeOfAppointmentEndpoints = {
  create: defineEndpoint({
    service: 'consumer',
    method: 'post',
    path: 'scope-of-appointments',
    summary:
      'Extension: record the products to discuss and who agrees (beneficiary or authorized representative), before the meeting; answers the e-sign document to sign',
    auth: 'session',
    body: soaCreateBodySchema,
    response: scopeOfAppointmentSchema,
    status: 201,
  }),
  detail: defineEndpoint({
    service: 'consumer',
    method: 'get',
    path: 'scope-of-appointments/{id}',
    summary: "Extension: one of the session's scopes of appointment",
    auth: 'session',
    params: soaParamsSchema,
    response: scopeOfAppointmentSchema,
  }),
  update: defineEndpoint({
    service: 'consumer',
    method: 'patch',
    path: 'scope-of-appointments/{id}',
    summary:
      'Extension: change the products before signing (a new document version; the earlier one can no longer be signed); 409 once signed',
    auth: 'session',
    params: soaParamsSchema,
    body: soaUpdateBodySchema,
    response: scopeOfAppointmentSchema,
  }),
  agentList: defineEndpoint({
    service: 'agents',
    method: 'get',
    path: 'tools/scope-of-appointments',
    summary:
      'Extension (agent tools): scope of appointment records by agent, meeting or session, with who signed, when and what',
    auth: 'agent',
    query: agentSoaQuerySchema,
    response: agentSoaListSchema,
  }),
  agentDetail: defineEndpoint({
    service: 'agents',
    method: 'get',
    path: 'tools/scope-of-appointments/{id}',
    summary: 'Extension (agent tools): one scope of appointment record with its signature',
    auth: 'agent',
    params: soaParamsSchema,
    response: agentSoaRecordSchema,
  }),
};
