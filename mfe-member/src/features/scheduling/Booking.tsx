import { useState } from 'react';
import { emailSchema, formatPhone, MESSAGES } from 'shared-contracts';
import type { BookedMeeting } from 'shared-contracts/api/scheduling';
import { type ConsumerProfile, useHost } from 'shared-contracts/react';
import { z } from 'shared-contracts/zod';
import { FormFields, useZodForm } from 'web-kit/forms';
import { useMessages } from 'web-kit/i18n';
import { ConsentText, useLeadCapture } from 'web-kit/lead-form';
import { LeadContactFields, leadContactSchema } from 'web-kit/lead-form/fields';
import { useBookMeetingMutation } from 'web-kit/queries/scheduling';
import { fieldsetReset } from 'web-kit/theme';
import { refusalMessage } from '../common';
import { BookedNotice } from './BookedNotice';
import { schedulingMessages } from './messages';
import { type PickedSlot, SlotPicker } from './SlotPicker';

/** What a booking needs of a person who is not a lead yet (spec 5 rules): the e-mail address may be left out. */
const bookingContactSchema = z.object({
  ...leadContactSchema.shape,
  emailAddress: z.string().check(
    z.trim(),
    z.refine((v) => v === '' || emailSchema.safeParse(v).success, MESSAGES.email),
  ),
});
type BookingContact = z.output<typeof bookingContactSchema>;

/** The api books for a session whose lead (or member account) gives a name and a phone. */
const knowsContact = (consumer: ConsumerProfile) =>
  [consumer.firstName, consumer.lastName, consumer.phoneNumber].every(
    (v) => typeof v === 'string' && v.trim(),
  );

/**
 * Choose a time and book it for the current session's person; then what was booked. A person the visit
 * does not know yet (no lead, no member account: `contactKnown`) gives their name and phone in the same
 * form, beside the consent text; the lead is saved, then the time booked, in one press. `onBooked` lets a
 * page that shows the meeting anyway keep the booking's notice (and its link) in place.
 */
export const Booking = ({
  onBooked,
  contactKnown = false,
}: {
  onBooked?: (booked: BookedMeeting) => void;
  contactKnown?: boolean;
}) => {
  const m = useMessages(schedulingMessages);
  const { consumer, location, events } = useHost();
  const book = useBookMeetingMutation();
  const lead = useLeadCapture(m.book);
  // Asked once per booking: the picker stays as it is (the chosen time too) while the lead is saved.
  const [asks] = useState(() => !contactKnown && !knowsContact(consumer));
  const [leadSaved, setLeadSaved] = useState(false);
  const form = useZodForm(bookingContactSchema, {
    defaultValues: {
      firstName: consumer.firstName ?? '',
      lastName: consumer.lastName ?? '',
      emailAddress: consumer.emailAddress ?? '',
      phoneNumber: consumer.phoneNumber ?? '',
    },
  });
  const [booked, setBooked] = useState<BookedMeeting | null>(null);
  const [error, setError] = useState<string | null>(null);
  const asking = asks && !leadSaved;

  const saveLead = async ({ firstName, lastName, emailAddress, phoneNumber }: BookingContact) => {
    const zip = location?.zipCode ?? '';
    const contact = {
      firstName,
      lastName,
      phoneNumber: formatPhone(phoneNumber),
      ...(emailAddress ? { emailAddress } : {}),
    };
    await lead.save({ ...contact, zip, ...(location?.fips ? { fips: location.fips } : {}) });
    events.emit('consumer:updated', { fields: contact });
    setLeadSaved(true);
  };

  const bookPick = async (pick: PickedSlot) => {
    try {
      const result = await book.mutateAsync(pick);
      setBooked(result);
      onBooked?.(result);
    } catch (e) {
      setError(refusalMessage(e, m.failed));
    }
  };

  if (booked) return <BookedNotice booked={booked} />;
  return (
    <FormFields form={form}>
      <SlotPicker
        submitLabel={m.book}
        busy={book.isPending || lead.saving}
        error={error}
        ready={!asking || form.formState.isValid}
        onPick={(pick) => {
          setError(null);
          if (!asking) return void bookPick(pick);
          void form.handleSubmit(async (contact) => {
            try {
              await saveLead(contact);
            } catch {
              setError(m.leadFailed);
              return;
            }
            await bookPick(pick);
          })();
        }}
      >
        {asking ? (
          <fieldset css={{ ...fieldsetReset, display: 'grid', gap: 16 }}>
            <legend css={{ fontWeight: 700, padding: 0, marginBottom: 8 }}>{m.contactLegend}</legend>
            <LeadContactFields emailOptional />
            <ConsentText text={lead.consentText} />
          </fieldset>
        ) : null}
      </SlotPicker>
    </FormFields>
  );
};
