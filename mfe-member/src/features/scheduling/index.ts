/** Scheduling: the slot picker, a booking, a meeting's details, actions and calendar file. */
export { BookedNotice, confirmationHref } from './BookedNotice';
export { Booking } from './Booking';
export { MeetingActions } from './MeetingActions';
export { CalendarButton, MeetingDetails } from './MeetingDetails';
export { schedulingMessages } from './messages';
export { meetingTime } from './time';
