/**
 * The ZIP (masked to 5 digits) and, when the ZIP spans counties, the county (the first preselected). The
 * market lookup decides whether the area is served; a served place is handed to the shell to store.
 */
import { useEffect } from 'react';
import { NOT_SERVED_MESSAGE } from 'shared-contracts/api/location';
import { useHost } from 'shared-contracts/react';
import type { z } from 'shared-contracts/zod';
import { Form, FormSelectField, FormTextField, SubmitButton } from 'web-kit/forms';
import { useMessages } from 'web-kit/i18n';
import { noticeMessages } from 'web-kit/messages';
import { useCountiesQuery, useMarketLookup } from 'web-kit/queries/location';
import { zipStepSchema } from '../fields';
import { consumerMessages } from '../messages';
import { useDraftForm } from '../useDraftForm';
import type { StepFormProps } from './NameForm';
import { stepFormCss } from './styles';

type Values = z.input<typeof zipStepSchema>;

export const ZipForm = ({ submitLabel, onDone, extra, whenValid }: StepFormProps) => {
  const m = useMessages(consumerMessages);
  // The not-served error is set in English, the field's words; the field shows it in the visit's language
  // once this catalogue's Spanish has loaded.
  useMessages(noticeMessages);
  const { events, location } = useHost();
  const form = useDraftForm(
    zipStepSchema,
    { zip: location?.zipCode ?? '', fips: location?.fips ?? '' },
    whenValid,
  );
  const zip = form.watch('zip');
  const counties = useCountiesQuery(zip);
  const lookup = useMarketLookup();
  const list = counties.data ?? [];

  useEffect(() => {
    const fips = form.getValues('fips');
    const first = list[0];
    if (first && !list.some((c) => c.countyFIPS === fips)) form.setValue('fips', first.countyFIPS);
  }, [list, form]);

  return (
    <Form
      form={form}
      css={stepFormCss}
      onValid={async (v) => {
        // Sent while the county lookup was out (Enter right after the fifth digit): its answer first. A ZIP
        // in several counties then asks for the county (the select shows, the first chosen); a failed
        // lookup lets the market lookup decide, as it would after the failure.
        let fips = v.fips;
        if (counties.isFetching) {
          const answer = (await counties.refetch({ cancelRefetch: false })).data ?? [];
          // The county held may be an earlier ZIP's (the form keeps it until the answer replaces it).
          if (!answer.some((c) => c.countyFIPS === fips)) {
            if (answer.length > 1) return;
            fips = answer[0]?.countyFIPS ?? '';
          }
        }
        const place = await lookup(v.zip, fips || undefined).catch(() => null);
        if (!place) {
          form.setError('zip', { message: NOT_SERVED_MESSAGE });
          return;
        }
        events.emit('location:set', { zip: place.zip, fips: place.fips, countyName: place.countyName });
        onDone();
      }}
    >
      <FormTextField<Values> name="zip" kind="zip" label={m.zip} hint={m.zipHint} />
      {list.length > 1 ? (
        <FormSelectField<Values, string>
          name="fips"
          label={m.county}
          options={list.map((c) => ({ value: c.countyFIPS, label: c.countyName }))}
        />
      ) : null}
      {extra}
      {/* Not busy during the county lookup: a form whose default button is disabled ignores Enter, so the
          Enter typed right after the fifth digit was lost (the submit waits for the lookup instead). */}
      <SubmitButton>{submitLabel}</SubmitButton>
    </Form>
  );
};
