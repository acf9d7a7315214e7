/**
 * Scheduling (extension): bookable slots with licensed agents, and a meeting's reads and changes. A
 * meeting call goes with the token given (the confirmation link's), else the session's; any change to a
 * meeting refreshes the slots (its old time is free again) and the member pages that show it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookMeetingBody, Meeting, MeetingKind, RescheduleBody } from 'shared-contracts/api/scheduling';
import { schedulingEndpoints } from 'shared-contracts/endpoints/scheduling';
import { useHost } from 'shared-contracts/react';
import { memberKeys } from 'web-kit/queries/member';

export interface SlotSearch {
  zip?: string | undefined;
  from?: string | undefined;
  days: number;
  kind?: MeetingKind | undefined;
}

export const schedulingKeys = {
  all: ['scheduling'] as const,
  slots: (referenceId: string, search: SlotSearch) => ['scheduling', 'slots', referenceId, search] as const,
  meeting: (meetingId: string) => ['scheduling', 'meeting', meetingId] as const,
  calendar: (meetingId: string) => ['scheduling', 'calendar', meetingId] as const,
};

export const useSlotsQuery = (search: SlotSearch) => {
  const { session, api } = useHost();
  const query = Object.fromEntries(Object.entries(search).filter(([, v]) => v !== undefined && v !== ''));
  return useQuery({
    queryKey: schedulingKeys.slots(session?.websiteReferenceId ?? '', search),
    queryFn: ({ signal }) => api.call(schedulingEndpoints.slots, { query }, { signal }),
    enabled: session !== null,
  });
};

const useMeetingChanged = () => {
  const queryClient = useQueryClient();
  return async (meeting: Meeting) => {
    queryClient.setQueryData(schedulingKeys.meeting(meeting.meetingId), meeting);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: schedulingKeys.all }),
      queryClient.invalidateQueries({ queryKey: memberKeys.all }),
    ]);
  };
};

export const useBookMeetingMutation = () => {
  const { api } = useHost();
  const changed = useMeetingChanged();
  return useMutation({
    mutationFn: (body: BookMeetingBody) => api.call(schedulingEndpoints.book, { body }),
    onSuccess: (booked) => changed(booked.meeting),
  });
};

export const useMeetingQuery = (meetingId: string | undefined, token: string | undefined) => {
  const { session, api } = useHost();
  return useQuery({
    queryKey: schedulingKeys.meeting(meetingId ?? ''),
    queryFn: ({ signal }) =>
      api.call(schedulingEndpoints.detail, { params: { meetingId: meetingId ?? '' } }, { signal, token }),
    enabled: !!meetingId && (!!token || session !== null),
  });
};

type MeetingChange =
  | { action: 'confirm' }
  | { action: 'cancel' }
  | { action: 'reschedule'; body: RescheduleBody };

/** Confirm attendance, cancel or move one meeting. */
export const useMeetingMutation = (meetingId: string, token: string | undefined) => {
  const { api } = useHost();
  const changed = useMeetingChanged();
  return useMutation({
    mutationFn: (change: MeetingChange) => {
      const params = { meetingId };
      const options = { token };
      if (change.action === 'confirm')
        return api.call(schedulingEndpoints.confirmAttendance, { params }, options);
      if (change.action === 'cancel') return api.call(schedulingEndpoints.cancel, { params }, options);
      return api.call(schedulingEndpoints.reschedule, { params, body: change.body }, options);
    },
    onSuccess: changed,
  });
};

/** The meeting's add-to-calendar file (text/calendar), read when asked for. */
export const useCalendarFile = (meetingId: string, token: string | undefined) => {
  const { api } = useHost();
  return useMutation({
    mutationFn: () => api.call(schedulingEndpoints.calendar, { params: { meetingId } }, { token }),
  });
};
