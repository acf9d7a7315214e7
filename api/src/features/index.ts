/**
 * Every feature of the api, in migration order (a feature may reference the tables of those above it).
 * Adding a feature is one line here.
 */
import { agentsFeature } from './agents/index';
import { cmsDataFeature } from './cms-data/index';
import { contentFeature } from './content/index';
import { countyDataFeature } from './county-data/index';
import { dataWarehouseFeature } from './data-warehouse/index';
import { drugsFeature } from './drugs/index';
import { enrollmentFeature } from './enrollment/index';
import { esignFeature } from './esign/index';
import type { Feature } from './feature';
import { leadsFeature } from './leads/index';
import { locationFeature } from './location/index';
import { marketingFeature } from './marketing/index';
import { medsuppFeature } from './medsupp/index';
import { memberAccountsFeature } from './member-accounts/index';
import { partnersFeature } from './partners/index';
import { pharmaciesFeature } from './pharmacies/index';
import { plansFeature } from './plans/index';
import { prefillFeature } from './prefill/index';
import { providerNetworkFeature } from './provider-network/index';
import { providersFeature } from './providers/index';
import { rateLimitsFeature } from './rate-limits/index';
import { schedulingFeature } from './scheduling/index';
import { scopeOfAppointmentFeature } from './scope-of-appointment/index';
import { sessionLocationsFeature } from './session-locations/index';
import { sessionsFeature } from './sessions/index';

export const features: readonly Feature[] = [
  locationFeature,
  agentsFeature,
  sessionsFeature,
  prefillFeature,
  // Before leads: a lead may be attributed to a partner.
  partnersFeature,
  leadsFeature,
  marketingFeature,
  sessionLocationsFeature,
  contentFeature,
  dataWarehouseFeature,
  countyDataFeature,
  drugsFeature,
  pharmaciesFeature,
  providersFeature,
  plansFeature,
  enrollmentFeature,
  medsuppFeature,
  providerNetworkFeature,
  memberAccountsFeature,
  schedulingFeature,
  esignFeature,
  scopeOfAppointmentFeature,
  rateLimitsFeature,
  cmsDataFeature,
];
