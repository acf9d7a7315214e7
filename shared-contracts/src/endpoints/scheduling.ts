/**
 * EXTENSION (not in spec 7, which declares a scheduling address but no calls): slots with licensed
 * agents and the meetings booked in them, on the scheduling service.
 */
import { fileAnswerSchema } from '../api/common';
import {
  bookedMeetingSchema,
  bookMeetingBodySchema,
  meetingParamsSchema,
  meetingSchema,
  rescheduleBodySchema,
  slotsQuerySchema,
  slotsResponseSchema,
} from '../api/scheduling';
import { defineEndpoint } from './endpoint';

export const schedulingEndpoints = {
  slots: defineEndpoint({
    service: 'scheduling',
    method: 'get',
    path: 'slots',
    summary:
      "Extension: bookable 30-minute slots (phone or video) with each agent's card, in the person's time zone from the ZIP",
    auth: 'session',
    query: slotsQuerySchema,
    response: slotsResponseSchema,
  }),
  book: defineEndpoint({
    service: 'scheduling',
    method: 'post',
    path: 'meetings',
    summary:
      "Extension: book a slot for the session's contact (its lead or member account); exactly one of several racing bookings wins (409 for the others); assigns the agent to the session and the lead",
    auth: 'session',
    body: bookMeetingBodySchema,
    response: bookedMeetingSchema,
    status: 201,
  }),
  detail: defineEndpoint({
    service: 'scheduling',
    method: 'get',
    path: 'meetings/{meetingId}',
    summary:
      "Extension: a meeting's details, with its confirmation-link token, the booking session's or the owning member's",
    auth: 'meeting',
    params: meetingParamsSchema,
    response: meetingSchema,
  }),
  reschedule: defineEndpoint({
    service: 'scheduling',
    method: 'patch',
    path: 'meetings/{meetingId}',
    summary:
      'Extension: move a meeting to another free slot (atomic like a booking); attendance must be confirmed again',
    auth: 'meeting',
    params: meetingParamsSchema,
    body: rescheduleBodySchema,
    response: meetingSchema,
  }),
  cancel: defineEndpoint({
    service: 'scheduling',
    method: 'post',
    path: 'meetings/{meetingId}/cancel',
    summary: 'Extension: cancel a meeting that has not started; its slot is free again',
    auth: 'meeting',
    params: meetingParamsSchema,
    response: meetingSchema,
  }),
  confirmAttendance: defineEndpoint({
    service: 'scheduling',
    method: 'post',
    path: 'meetings/{meetingId}/attendance',
    summary: 'Extension: the person confirms they will attend',
    auth: 'meeting',
    params: meetingParamsSchema,
    response: meetingSchema,
  }),
  calendar: defineEndpoint({
    service: 'scheduling',
    method: 'get',
    path: 'meetings/{meetingId}/calendar',
    summary: 'Extension: the add-to-calendar file of a meeting (RFC 5545 text/calendar)',
    auth: 'meeting',
    params: meetingParamsSchema,
    response: fileAnswerSchema,
    produces: 'text/calendar',
  }),
};
