/**
 * Scheduling service (extension: spec 7 declares a scheduling address but no calls): bookable 30-minute
 * slots with licensed agents, shown in the person's time zone, and the meetings booked in them.
 */
import * as z from 'zod/mini';
import { lazySchema } from '../lazy-schema';
import { zipSchema } from '../validation';
import { isoDateSchema, uuidSchema } from './common';
import { assignedAgentSchema } from './session';

export const MEETING_KINDS = ['phone', 'video'] as const;
export const meetingKindSchema = lazySchema(() => z.enum(MEETING_KINDS));
export type MeetingKind = z.infer<typeof meetingKindSchema>;
export const MEETING_MINUTES = 30;
/** The furthest ahead a slot list reaches, in days. */
export const SLOT_DAYS_MAX = 14;

/** An instant as ISO 8601 with its offset or Z (e.g. 2026-11-24T16:00:00.000Z). */
export const instantSchema = lazySchema(() => z.iso.datetime({ offset: true }));

export const slotsQuerySchema = lazySchema(() =>
  z.object({
    /** The person's ZIP (their time zone); the session's ZIP when left out. */
    zip: z.optional(zipSchema),
    /** First day of the list, in the person's time zone; today when left out. */
    from: z.optional(isoDateSchema),
    days: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(SLOT_DAYS_MAX)), 7),
    kind: z.optional(meetingKindSchema),
    agentUuid: z.optional(uuidSchema),
  }),
);

/** An agent's card: name, title, phone and photo (spec 1), and the kinds of meeting they take. */
export const schedulingAgentSchema = lazySchema(() =>
  z.object({ ...assignedAgentSchema.shape, meetingKinds: z.array(meetingKindSchema) }),
);

export const slotSchema = lazySchema(() =>
  z.object({
    startsAt: instantSchema,
    endsAt: instantSchema,
    /** The start in the person's time zone, with its UTC offset: 2026-11-24T09:00:00-07:00. */
    localStart: z.string(),
    agentUuid: z.string(),
    meetingKinds: z.array(meetingKindSchema),
  }),
);
export type Slot = z.infer<typeof slotSchema>;

export const slotsResponseSchema = lazySchema(() =>
  z.object({
    /** The person's IANA time zone (from the ZIP) in which localStart and the days are given. */
    timeZone: z.string(),
    zip: z.string(),
    agents: z.array(schedulingAgentSchema),
    days: z.array(z.object({ date: isoDateSchema, slots: z.array(slotSchema) })),
  }),
);
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;

export const bookMeetingBodySchema = lazySchema(() =>
  z.object({
    agentUuid: uuidSchema,
    startsAt: instantSchema,
    kind: meetingKindSchema,
  }),
);
export type BookMeetingBody = z.infer<typeof bookMeetingBodySchema>;

export const meetingParamsSchema = lazySchema(() => z.object({ meetingId: uuidSchema }));

export const MEETING_STATUSES = ['booked', 'cancelled'] as const;

export const meetingSchema = lazySchema(() =>
  z.object({
    meetingId: z.string(),
    status: z.enum(MEETING_STATUSES),
    kind: meetingKindSchema,
    startsAt: instantSchema,
    endsAt: instantSchema,
    /** The person's time zone and the start in it. */
    timeZone: z.string(),
    localStart: z.string(),
    agent: assignedAgentSchema,
    contact: z.object({ firstName: z.string(), lastName: z.string(), phoneNumber: z.string() }),
    attendanceConfirmedAt: z.nullable(instantSchema),
    /** False once the meeting has started or was cancelled. */
    changeable: z.boolean(),
  }),
);
export type Meeting = z.infer<typeof meetingSchema>;

export const bookedMeetingSchema = lazySchema(() =>
  z.object({
    meeting: meetingSchema,
    /**
     * Bearer token of the meeting's confirmation link (/meeting/{meetingId}/confirm/): whoever holds it may
     * read, confirm, reschedule or cancel this one meeting. Sent in the link's fragment, never a query.
     */
    confirmationToken: z.string(),
  }),
);
export type BookedMeeting = z.infer<typeof bookedMeetingSchema>;

export const rescheduleBodySchema = lazySchema(() =>
  z.object({
    startsAt: instantSchema,
    /** Another agent's slot; the same agent when left out. */
    agentUuid: z.optional(uuidSchema),
    kind: z.optional(meetingKindSchema),
  }),
);
export type RescheduleBody = z.infer<typeof rescheduleBodySchema>;

export const SCHEDULING_MESSAGES = {
  slotTaken: 'Sorry, someone just booked that time. Please choose another time.',
  slotUnavailable: 'That time is not available. Please choose another time.',
  kindUnavailable: 'This agent does not offer that kind of meeting.',
  contactMissing: 'Please tell us your name and phone number before booking a meeting.',
  alreadyBooked: 'You already have a meeting booked. You can change or cancel it instead.',
  notChangeable: 'This meeting has already started or was cancelled.',
  zipMissing: 'Please enter your ZIP code so we can show times in your time zone.',
} as const;
