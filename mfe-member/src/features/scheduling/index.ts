/** Scheduling: the slot picker, a booking, a meeting's details and its calendar file. */
export { BookedNotice, confirmationHref } from './BookedNotice';
export { Booking } from './Booking';
export { CalendarButton, MeetingDetails } from './MeetingDetails';
export { schedulingMessages } from './messages';
export { meetingTime } from './time';
