/**
 * Every feature of the api, in migration order (a feature may reference the tables of those above it).
 * Adding a feature is one line here.
 */
import { agentsFeature } from './agents/index';
import type { Feature } from './feature';
import { locationFeature } from './location/index';
import { sessionsFeature } from './sessions/index';

export const features: readonly Feature[] = [locationFeature, agentsFeature, sessionsFeature];
