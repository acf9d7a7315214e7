/**
 * Every call of spec section 7, one descriptor each, grouped by resource. The api mounts exactly these;
 * the browser names a call only through them (`api.call(endpoints.plans.detail, { params, query })`).
 */
import { agentsEndpoints } from './agents';
import { contentEndpoints } from './content';
import { drugsEndpoints } from './drugs';
import { dwEndpoints } from './dw';
import type { AnyEndpoint } from './endpoint';
import { enrollmentEndpoints } from './enrollment';
import { esignEndpoints } from './esign';
import { leadsEndpoints } from './leads';
import { locationEndpoints } from './location';
import { marketingEndpoints } from './marketing';
import { medsuppEndpoints } from './medsupp';
import { memberEndpoints } from './member';
import { partnersEndpoints } from './partners';
import { pharmaciesEndpoints } from './pharmacies';
import { plansEndpoints } from './plans';
import { prefillEndpoints } from './prefill';
import { providerNetworkEndpoints } from './provider-network';
import { providersEndpoints } from './providers';
import { schedulingEndpoints } from './scheduling';
import { scopeOfAppointmentEndpoints } from './scope-of-appointment';
import { sessionEndpoints } from './session';
import { sessionLocationsEndpoints } from './session-locations';

export const endpoints = {
  agents: agentsEndpoints,
  content: contentEndpoints,
  drugs: drugsEndpoints,
  dw: dwEndpoints,
  enrollment: enrollmentEndpoints,
  esign: esignEndpoints,
  leads: leadsEndpoints,
  location: locationEndpoints,
  marketing: marketingEndpoints,
  medsupp: medsuppEndpoints,
  member: memberEndpoints,
  partners: partnersEndpoints,
  pharmacies: pharmaciesEndpoints,
  plans: plansEndpoints,
  prefill: prefillEndpoints,
  providerNetwork: providerNetworkEndpoints,
  providers: providersEndpoints,
  scheduling: schedulingEndpoints,
  scopeOfAppointment: scopeOfAppointmentEndpoints,
  session: sessionEndpoints,
  sessionLocations: sessionLocationsEndpoints,
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
  type DownloadType,
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
