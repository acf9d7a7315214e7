export { AgentContact } from './AgentContact';
