/** Wording of the scope of sales appointment document (the agency's form, not a CMS form reproduced). */
import { DEFAULT_SITE_PHONE, TTY } from 'shared-contracts';
import { SOA_PRODUCT_LABELS, type SoaProduct } from 'shared-contracts/api';

export const SOA_TITLE = 'Scope of Sales Appointment Confirmation';

export interface SoaFacts {
  products: readonly SoaProduct[];
  beneficiaryName: string;
  signer: { role: 'beneficiary' } | { role: 'authorized_representative'; name: string; relationship: string };
  /** The meeting it is for, as the person reads it, with the agent. */
  meeting: { when: string; agentName: string } | null;
}

export const soaText = (f: SoaFacts): string =>
  [
    'Medicare requires licensed agents to record the scope of a sales appointment before it takes place, so that the agent discusses only the products you choose.',
    '',
    'You agreed to discuss these products:',
    ...f.products.map((p) => `- ${SOA_PRODUCT_LABELS[p]}`),
    '',
    'The agent will not discuss any other product unless you ask, and then only after you sign a new scope of appointment. Signing this does not enroll you in any plan, does not oblige you to enroll, and does not affect your current or future Medicare enrollment.',
    '',
    `Beneficiary: ${f.beneficiaryName}`,
    f.signer.role === 'beneficiary'
      ? 'Signed by: the beneficiary'
      : `Signed by: ${f.signer.name}, authorized representative (${f.signer.relationship})`,
    f.meeting ? `Appointment: ${f.meeting.when} with ${f.meeting.agentName}` : 'Appointment: to be arranged',
    '',
    `Questions? Call a licensed insurance agent at ${DEFAULT_SITE_PHONE} (TTY: ${TTY}).`,
  ].join('\n');
