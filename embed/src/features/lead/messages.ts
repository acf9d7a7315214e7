import { spanish } from 'web-kit/i18n';

export const agentContactMessages = {
  /** The section's heading, the kit's name for the agent phone's region. */
  heading: 'Talk to a licensed agent',
  /** The button that opens the lead form: the lead page's title. */
  open: 'Get help from a licensed agent',
} as const;

spanish(agentContactMessages, () => import('./messages.es'));
