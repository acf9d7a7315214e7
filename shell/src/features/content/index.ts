/** The content feature's public face: what sibling features may import (boundaries rule). */

export { HOURS_TOKEN, PRERENDERED_HOURS } from './stored-hours';
export * from './useSiteContent';
