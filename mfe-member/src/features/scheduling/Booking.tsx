import { useState } from 'react';
import type { BookedMeeting } from 'shared-contracts/api/scheduling';
import { useBookMeetingMutation } from 'web-kit/queries/scheduling';
import { refusalMessage } from '../common';
import { BookedNotice } from './BookedNotice';
import { schedulingMessages as m } from './messages';
import { SlotPicker } from './SlotPicker';

/**
 * Choose a time and book it for the current session's person; then what was booked. `onBooked` lets a
 * page that shows the meeting anyway keep the booking's notice (and its link) in place.
 */
export const Booking = ({ onBooked }: { onBooked?: (booked: BookedMeeting) => void }) => {
  const book = useBookMeetingMutation();
  const [booked, setBooked] = useState<BookedMeeting | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (booked) return <BookedNotice booked={booked} />;
  return (
    <SlotPicker
      submitLabel={m.book}
      busy={book.isPending}
      error={error}
      onPick={async (pick) => {
        setError(null);
        try {
          const result = await book.mutateAsync(pick);
          setBooked(result);
          onBooked?.(result);
        } catch (e) {
          setError(refusalMessage(e, m.failed));
        }
      }}
    />
  );
};
