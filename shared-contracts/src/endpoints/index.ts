/**
 * Every call of spec section 7, one descriptor each, grouped by resource. The api mounts exactly these;
 * the browser names a call only through them (`api.call(endpoints.plans.detail, { params, query })`).
 */
import { agents } from './agents';
import { content } from './content';
import { drugs } from './drugs';
import { dw } from './dw';
import type { AnyEndpoint } from './endpoint';
import { enrollment } from './enrollment';
import { leads } from './leads';
import { location } from './location';
import { marketing } from './marketing';
import { medsupp } from './medsupp';
import { partners } from './partners';
import { pharmacies } from './pharmacies';
import { plans } from './plans';
import { prefill } from './prefill';
import { providerNetwork } from './provider-network';
import { providers } from './providers';
import { session } from './session';
import { sessionLocations } from './session-locations';

export const endpoints = {
  agents,
  content,
  drugs,
  dw,
  enrollment,
  leads,
  location,
  marketing,
  medsupp,
  partners,
  pharmacies,
  plans,
  prefill,
  providerNetwork,
  providers,
  session,
  sessionLocations,
};

/** Every descriptor with its name (`plans.detail`), in declaration order. */
export const allEndpoints = (): { name: string; endpoint: AnyEndpoint }[] =>
  Object.entries(endpoints).flatMap(([group, members]) =>
    Object.entries(members as Record<string, AnyEndpoint>).map(([key, endpoint]) => ({
      name: `${group}.${key}`,
      endpoint,
    })),
  );

export {
  type AnyEndpoint,
  defineEndpoint,
  type Endpoint,
  type EndpointAuth,
  type EndpointBody,
  type EndpointInput,
  type EndpointOutput,
  endpointPath,
  type InputArg,
  type Method,
  PATH_PARAM,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
  pathParamNames,
  type QueryValue,
  type ServiceName,
  serializeQuery,
} from './endpoint';
