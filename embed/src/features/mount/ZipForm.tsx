import { zipSchema } from 'shared-contracts';
import { z } from 'shared-contracts/zod';
import { Form, FormTextField, SubmitButton, useZodForm } from 'web-kit/forms';
import { useMessages } from 'web-kit/i18n';
import { PageFrame } from 'web-kit/ui';
import { embedMessages } from './messages';

const schema = z.object({ zip: zipSchema });
type Values = z.input<typeof schema>;

/** The embedding has no ZIP modal (no chrome): the ZIP is asked for in place of the page. */
export const ZipForm = ({
  initialZip,
  notFound,
  onZip,
}: {
  initialZip: string;
  notFound: string | null;
  onZip: (zip: string) => void;
}) => {
  const m = useMessages(embedMessages);
  const form = useZodForm(schema, { defaultValues: { zip: initialZip } });
  return (
    <PageFrame title={m.zipTitle} intro={<p>{m.zipPrompt}</p>} testId="embed-zip">
      {notFound ? (
        <p role="alert" css={{ fontWeight: 700 }}>
          {m.unknownZip(notFound)}
        </p>
      ) : null}
      <Form form={form} onValid={(values) => onZip(values.zip)}>
        <FormTextField<Values> name="zip" kind="zip" label={m.zipLabel} />
        <SubmitButton>{m.submit}</SubmitButton>
      </Form>
    </PageFrame>
  );
};
