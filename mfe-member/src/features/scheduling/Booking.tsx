import { useEffect, useState } from 'react';
import type { BookedMeeting } from 'shared-contracts/api';
import { useBookMeetingMutation } from 'web-kit/queries/scheduling';
import { refusalMessage } from '../common';
import { BookedNotice } from './BookedNotice';
import { schedulingMessages as m } from './messages';
import { SlotPicker } from './SlotPicker';

/** Choose a time and book it for the current session's person; then what was booked. */
export const Booking = () => {
  const book = useBookMeetingMutation();
  const [booked, setBooked] = useState<BookedMeeting | null>(null);
  const [error, setError] = useState<string | null>(null);

  // The result replaces the form: focus moves to its heading so it is read out.
  useEffect(() => {
    if (booked) document.getElementById('booked-title')?.focus();
  }, [booked]);

  if (booked) return <BookedNotice booked={booked} />;
  return (
    <SlotPicker
      submitLabel={m.book}
      busy={book.isPending}
      error={error}
      onPick={async (pick) => {
        setError(null);
        try {
          setBooked(await book.mutateAsync(pick));
        } catch (e) {
          setError(refusalMessage(e, m.failed));
        }
      }}
    />
  );
};
