/**
 * Wording the scheduling service writes into files it hands out (the add-to-calendar event), in each
 * language the api answers: the file is in the request's language.
 */
import { DEFAULT_AGENT_TITLE, DEFAULT_SITE_PHONE, type Language, TTY } from 'shared-contracts';
import type { MeetingKind } from 'shared-contracts/api';

interface AgentName {
  firstName: string;
  lastName: string;
  title: string;
  phone: string;
}

const CALENDAR_WORDS = {
  phoneCall: 'Phone call',
  videoMeeting: 'Video meeting',
  summary: (meeting: string, agent: string) => `${meeting} with ${agent}, licensed Medicare agent`,
  willCall: (agent: string) => `${agent} will call you at the phone number you gave us.`,
  willSendLink: (agent: string) => `${agent} will send you the link to the video meeting before it starts.`,
  questions: (phone: string, tty: string) =>
    `Questions, or need another time? Call a licensed insurance agent at ${phone} (TTY: ${tty}).`,
  videoLocation: 'Video meeting (link sent by your agent)',
  /** The file's name as the person's downloads list shows it (ASCII: a Content-Disposition filename). */
  fileName: (meetingId: string) => `meeting-${meetingId}.ics`,
  /** The agents service's titles (its fixed vocabulary); another title is the agent's own wording. */
  titles: {
    [DEFAULT_AGENT_TITLE]: DEFAULT_AGENT_TITLE,
    'Senior Licensed Medicare Agent': 'Senior Licensed Medicare Agent',
  } as Readonly<Record<string, string>>,
};

type CalendarWords = typeof CALENDAR_WORDS;

const CALENDAR_WORDS_ES: CalendarWords = {
  phoneCall: 'Llamada telefónica',
  videoMeeting: 'Reunión por video',
  summary: (meeting: string, agent: string) => `${meeting} con ${agent}, agente de Medicare con licencia`,
  willCall: (agent: string) => `${agent} lo llamará al número de teléfono que nos dio.`,
  willSendLink: (agent: string) =>
    `${agent} le enviará el enlace de la reunión por video antes de que empiece.`,
  questions: (phone: string, tty: string) =>
    `¿Tiene preguntas o necesita otra hora? Llame a un agente de seguros con licencia al ${phone} (TTY: ${tty}).`,
  videoLocation: 'Reunión por video (su agente le envía el enlace)',
  fileName: (meetingId: string) => `reunion-${meetingId}.ics`,
  titles: {
    [DEFAULT_AGENT_TITLE]: 'Agente de Medicare',
    'Senior Licensed Medicare Agent': 'Agente sénior de Medicare con licencia',
  },
};

/** Each catalogue beside its Spanish (the api's wording list, `src/wording.ts`). */
export const CALENDAR_CATALOGUE = [CALENDAR_WORDS, CALENDAR_WORDS_ES] as const;

const name = (a: AgentName) => `${a.firstName} ${a.lastName}`;

const calendarWords = (language: Language) => (language === 'es' ? CALENDAR_WORDS_ES : CALENDAR_WORDS);

export const calendarFileName = (meetingId: string, language: Language) =>
  calendarWords(language).fileName(meetingId);

export const calendarText = (kind: MeetingKind, agent: AgentName, language: Language) => {
  const w = calendarWords(language);
  const meeting = kind === 'phone' ? w.phoneCall : w.videoMeeting;
  return {
    summary: w.summary(meeting, name(agent)),
    description: [
      kind === 'phone' ? w.willCall(name(agent)) : w.willSendLink(name(agent)),
      `${name(agent)}, ${w.titles[agent.title] ?? agent.title}: ${agent.phone}.`,
      w.questions(DEFAULT_SITE_PHONE, TTY),
    ].join('\n'),
    location: kind === 'phone' ? meeting : w.videoLocation,
  };
};

export const CALENDAR_UID_DOMAIN = 'meetings.medicare-plan-finder.example';
export const CALENDAR_REMINDER_MINUTES = 30;

/** The feature's error answers (404s and refusals); `handleError` answers them in the request's language. */
export const MEETING_ERRORS = {
  meetingNotFound: 'Meeting not found',
} as const;

const MEETING_ERRORS_ES = {
  meetingNotFound: 'No encontramos esa reunión',
} satisfies Record<keyof typeof MEETING_ERRORS, string>;

/** Each catalogue beside its Spanish (the api's sentences, `http/messages.es.ts`). */
export const MEETING_ERRORS_CATALOGUE = [MEETING_ERRORS, MEETING_ERRORS_ES] as const;
