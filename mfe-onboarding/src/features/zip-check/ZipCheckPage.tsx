/** /zip-check/: the covered-area check (primary market, secondary market, or not served: spec 8 wording). */
import { useEffect, useState } from 'react';
import { zipSchema } from 'shared-contracts';
import { useHost } from 'shared-contracts/react';
import { z } from 'shared-contracts/zod';
import { Form, FormSelectField, FormTextField, SubmitButton, useZodForm } from 'web-kit/forms';
import { useMessages } from 'web-kit/i18n';
import { noticeMessages } from 'web-kit/messages';
import { useCountiesQuery, useCoveredQuery } from 'web-kit/queries/location';
import { LinkLine, PageFrame } from 'web-kit/ui';
import { consumerMessages, stepFormCss } from '../consumer';
import { zipCheckMessages } from './messages';

const schema = z.object({ zip: zipSchema, fips: z.string() });
type Values = z.input<typeof schema>;

const Result = ({ zip, fips }: { zip: string; fips: string }) => {
  const m = useMessages(zipCheckMessages);
  const notices = useMessages(noticeMessages);
  // Coverage check failures are reported (by the query) only (spec 8).
  const covered = useCoveredQuery(zip, fips || undefined);
  const text = !covered.data
    ? covered.isFetching
      ? m.checking
      : ''
    : covered.data.isInPrimaryMarket
      ? m.primary(zip)
      : covered.data.isInSecondaryMarket
        ? m.secondary(zip)
        : notices.notServed;
  const served = covered.data && (covered.data.isInPrimaryMarket || covered.data.isInSecondaryMarket);
  return (
    <div>
      <p
        role="status"
        aria-live="polite"
        css={{ fontSize: 22, fontWeight: 700 }}
        data-testid="zip-check-result"
      >
        {text}
      </p>
      {served ? <LinkLine to="/">{m.seePlans}</LinkLine> : null}
    </div>
  );
};

const ZipCheckPage = () => {
  const f = useMessages(consumerMessages);
  const m = useMessages(zipCheckMessages);
  const { location } = useHost();
  const [checked, setChecked] = useState<{ zip: string; fips: string } | null>(null);
  const form = useZodForm(schema, { defaultValues: { zip: location?.zipCode ?? '', fips: '' } });
  const zip = form.watch('zip');
  const counties = useCountiesQuery(zip).data ?? [];
  useEffect(() => {
    const first = counties[0];
    if (first && !counties.some((c) => c.countyFIPS === form.getValues('fips')))
      form.setValue('fips', first.countyFIPS);
  }, [counties, form]);
  return (
    <PageFrame title={m.title} intro={<p>{m.intro}</p>} testId="zip-check-page">
      <Form form={form} css={stepFormCss} onValid={(v) => setChecked(v)}>
        <FormTextField<Values> name="zip" kind="zip" label={f.zip} hint={f.zipHint} />
        {counties.length > 1 ? (
          <FormSelectField<Values, string>
            name="fips"
            label={f.county}
            options={counties.map((c) => ({ value: c.countyFIPS, label: c.countyName }))}
          />
        ) : null}
        <SubmitButton>{m.check}</SubmitButton>
      </Form>
      {checked ? <Result key={`${checked.zip}-${checked.fips}`} {...checked} /> : null}
    </PageFrame>
  );
};
export default ZipCheckPage;
