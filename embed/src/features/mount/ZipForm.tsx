import { useEffect } from 'react';
import { zipFormSchema } from 'shared-contracts';
import type { z } from 'shared-contracts/zod';
import { Form, FormTextField, SubmitButton, useZodForm } from 'web-kit/forms';
import { useMessages } from 'web-kit/i18n';
import { visuallyHidden } from 'web-kit/theme';
import { PageFrame } from 'web-kit/ui';
import { embedMessages } from './messages';

type Values = z.input<typeof zipFormSchema>;

/**
 * The embedding has no ZIP modal (no chrome): the ZIP is asked for in place of the page. A typed ZIP
 * waits here while the api checks it (`checking`); a ZIP the api does not know (`notFound`, typed or the
 * partner's) is said as the field's error, the ZIP kept in it to correct, and the focus put back there
 * when the person had sent it (never taken from the partner's page at load).
 */
export const ZipForm = ({
  initialZip,
  notFound,
  checking,
  onZip,
}: {
  initialZip: string;
  notFound: string | null;
  checking: boolean;
  onZip: (zip: string) => void;
}) => {
  const m = useMessages(embedMessages);
  const form = useZodForm(zipFormSchema, { defaultValues: { zip: initialZip } });
  const { submitCount } = form.formState;
  const unknownZip = notFound ? m.unknownZip(notFound) : null;
  // Again after each press: sending the same unknown ZIP again passes the schema, which clears the error.
  useEffect(() => {
    if (unknownZip)
      form.setError('zip', { type: 'unknown', message: unknownZip }, { shouldFocus: submitCount > 0 });
  }, [form, unknownZip, submitCount]);
  return (
    <PageFrame title={m.zipTitle} intro={<p>{m.zipPrompt}</p>} testId="embed-zip">
      <Form form={form} onValid={(values) => onZip(values.zip)}>
        <FormTextField<Values> name="zip" kind="zip" label={m.zipLabel} />
        <SubmitButton busy={checking}>{checking ? m.checking : m.submit}</SubmitButton>
        {/* The button's new words said aloud: after Enter in the field the focus stays there, and a
            screen reader hears nothing of the button. In the page from the start, so its change is read. */}
        <p role="status" css={visuallyHidden}>
          {checking ? m.checking : ''}
        </p>
      </Form>
    </PageFrame>
  );
};
