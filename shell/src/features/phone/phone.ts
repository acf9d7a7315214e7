// The rules live in shared-contracts so the partner embedding picks its number the same way.
export { PHONE_PARTNER_ID, type PhoneInputs, selectPhone } from 'shared-contracts';
