/** The lead form pieces every lead form shares: the spec 9 consent text, the captured rule, the save. */

export { ConsentText } from './ConsentText';
export { isLeadCaptured } from './captured';
export { CONSENT_VERSION, consentMessages, permissionToContact } from './consent';
export { useLeadCapture } from './useLeadCapture';
