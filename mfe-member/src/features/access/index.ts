/** Member access: the gate of every member page and the opportunity's session around its parts. */
export { MemberGate, OpportunityHost, opportunityIdOf, WithOpportunity } from './MemberGate';
export { accessMessages } from './messages';
export { SessionScope } from './SessionScope';
