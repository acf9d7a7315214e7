/** Wording the scheduling service writes into files it hands out (the add-to-calendar event). */
import { DEFAULT_SITE_PHONE, TTY } from 'shared-contracts';
import type { MeetingKind } from 'shared-contracts/api';

interface AgentName {
  firstName: string;
  lastName: string;
  title: string;
  phone: string;
}

const name = (a: AgentName) => `${a.firstName} ${a.lastName}`;

export const calendarText = (kind: MeetingKind, agent: AgentName) => ({
  summary: `${kind === 'phone' ? 'Phone call' : 'Video meeting'} with ${name(agent)}, licensed Medicare agent`,
  description: [
    kind === 'phone'
      ? `${name(agent)} will call you at the phone number you gave us.`
      : `${name(agent)} will send you the link to the video meeting before it starts.`,
    `${name(agent)}, ${agent.title}: ${agent.phone}.`,
    `Questions, or need another time? Call a licensed insurance agent at ${DEFAULT_SITE_PHONE} (TTY: ${TTY}).`,
  ].join('\n'),
  location: kind === 'phone' ? 'Phone call' : 'Video meeting (link sent by your agent)',
});

export const CALENDAR_UID_DOMAIN = 'meetings.medicare-plan-finder.example';
export const CALENDAR_REMINDER_MINUTES = 30;
