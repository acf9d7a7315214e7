/**
 * Text every page of the suite shares (one place, so a Spanish edition is a data change). The agent
 * call line with its TTY number is written here and nowhere else.
 */
import { DEFAULT_AGENT_TITLE } from 'shared-contracts';
import { NOTICES } from 'shared-contracts/notices';
import { inWords, spanish, useMessages } from 'web-kit/i18n';
import { phoneWithTty } from './phone-line';

export { phoneWithTty };

/** The data notice's facts, the import day already written in the visit's language. */
export interface PlanDataNotice {
  publisher: string;
  contractYear: number | null;
  quarter: number | null;
  imported: string;
}

export const commonMessages = {
  callLine: 'Have questions? A licensed insurance agent can help.',
  callRegionLabel: 'Talk to a licensed agent',
  call: (phone: string) => `Call ${phoneWithTty(phone)}`,
  needZipTitle: 'Enter your ZIP code to see plans',
  needZipBody:
    'Plans and prices depend on where you live. Tell us your ZIP code and we will show the plans in your county.',
  needZipButton: 'Enter your ZIP code',
  sessionStarting: (zip: string) => `Getting plans for ${zip} ready…`,
  sessionFailedTitle: 'We are still getting your plans ready',
  sessionFailedBody: (phone: string) =>
    `This is taking longer than it should. We keep trying on our own, or you can try again now. A licensed insurance agent at ${phoneWithTty(phone)} can also help you right away.`,
  fetchFailedTitle: 'We could not load this right now',
  fetchFailedBody: (phone: string) =>
    `Please try again in a moment. If it keeps happening, call a licensed insurance agent at ${phoneWithTty(phone)}. They can look up the same information for you.`,
  partUnavailableTitle: 'This part of the page is not available right now',
  partUnavailableBody:
    'We keep trying on our own and show it as soon as it is back. You can also try again now, or call us and a licensed insurance agent will help you.',
  tryAgain: 'Try again',
  loading: 'Loading…',
  sampleData: 'Sample data: the plans and prices here are made up, not real offers.',
  planData: ({ publisher, contractYear, quarter, imported }: PlanDataNotice) =>
    `Plan data: ${[
      publisher,
      contractYear === null ? null : `contract year ${contractYear}`,
      quarter === null ? null : `quarter ${quarter}`,
      `imported ${imported}`,
    ]
      .filter(Boolean)
      .join(', ')}.`,
  comingSoon: 'A licensed insurance agent can help you with this today.',
  close: 'Close',
  startOver: {
    button: 'Start over',
    title: 'Start over?',
    explain:
      'This removes your ZIP code, drugs, drug stores, doctors, the benefits you chose and your details from this device. Then a new visit starts. Plans you enrolled in are not affected.',
    confirm: 'Yes, start over',
    keep: 'No, keep my information',
  },
  /**
   * The agents service's titles (its fixed vocabulary), by code: shown in the visit's language through
   * `inWords`; a title outside it is the agent's own wording.
   */
  agentTitles: {
    medicareAgent: DEFAULT_AGENT_TITLE,
    seniorLicensedMedicareAgent: 'Senior Licensed Medicare Agent',
  },
} as const;

spanish(commonMessages, () => import('./messages.es'));

/** An agent's title as the agents service writes it, in the visit's language (none: 'Medicare Agent'). */
export const useAgentTitle = () => {
  const m = useMessages(commonMessages);
  return (title: string | null | undefined) =>
    inWords(commonMessages.agentTitles, m.agentTitles, title || DEFAULT_AGENT_TITLE);
};

/**
 * Sentences the api answers too, shown on a page from their shared-contracts constant (the not-served
 * answer, the Medigap C and F rule): their Spanish is shared-contracts' own, the api's as well.
 */
export const noticeMessages = NOTICES;

spanish(noticeMessages, () => import('./notices.es'));
