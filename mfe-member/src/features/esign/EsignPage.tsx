import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { isNotFound, isoDate, notFound } from 'shared-contracts';
import { requiredText } from 'shared-contracts/api/common';
import type { EsignDocument } from 'shared-contracts/api/esign';
import { z } from 'shared-contracts/zod';
import { Form, FormTextField, SubmitButton, useZodForm } from 'web-kit/forms';
import { useDates, useMessages } from 'web-kit/i18n';
import { useEsignConsentMutation, useEsignDocumentQuery, useEsignSignMutation } from 'web-kit/queries/esign';
import { cardCss, theme } from 'web-kit/theme';
import {
  Button,
  Checkbox,
  Empty,
  FetchFailed,
  Loading,
  PageFrame,
  Section,
  useFocusRescue,
} from 'web-kit/ui';
import { SessionScope } from '../access';
import { refusalMessage, routeHref } from '../common';
import { esignMessages } from './messages';
import { SignedPdfButton } from './SignedPdfButton';
import { sha256Hex } from './sha256';

interface EsignNavState {
  websiteReferenceId?: string;
}

/** /esign/{documentId}/: consent (ESIGN Act) first, the document in full, a typed signature, the PDF. */
const EsignPage = () => {
  const m = useMessages(esignMessages);
  const { documentId } = useParams();
  const from = (useLocation().state ?? {}) as EsignNavState;
  return (
    <PageFrame title={m.title} intro={<p>{m.intro}</p>} testId="esign-page">
      {documentId ? (
        <SessionScope websiteReferenceId={from.websiteReferenceId}>
          <DocumentPanel documentId={documentId} websiteReferenceId={from.websiteReferenceId} />
        </SessionScope>
      ) : (
        <Empty>{m.noDocument}</Empty>
      )}
    </PageFrame>
  );
};
export default EsignPage;

const DocumentPanel = ({
  documentId,
  websiteReferenceId,
}: {
  documentId: string;
  websiteReferenceId?: string | undefined;
}) => {
  const { long: longDate } = useDates();
  const m = useMessages(esignMessages);
  const doc = useEsignDocumentQuery(documentId);
  // The consent given, its section makes way for the signature: the focus goes on to the signature.
  const panel = useFocusRescue<HTMLDivElement>((root) =>
    root.querySelector<HTMLElement>('input[name="typedSignature"]'),
  );
  if (doc.isError && isNotFound(doc.error)) throw notFound();
  if (doc.isError) return <FetchFailed onRetry={() => void doc.refetch()} />;
  if (!doc.data) return <Loading />;
  const d = doc.data;
  return (
    <div ref={panel} css={{ display: 'grid', gap: 24 }}>
      {d.status === 'awaiting_consent' ? <Consent documentId={documentId} /> : null}
      <section aria-label={m.documentRegion(d.title)} css={{ ...cardCss }} data-testid="esign-document">
        <h2 css={{ marginTop: 0 }}>{d.title}</h2>
        <div css={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{d.text}</div>
      </section>
      {d.status === 'awaiting_signature' ? (
        <SignForm doc={d} websiteReferenceId={websiteReferenceId} />
      ) : null}
      {d.status === 'superseded' ? <p role="alert">{m.superseded}</p> : null}
      {d.status === 'signed' && d.signature ? (
        <Section title={m.signedTitle}>
          <p css={{ margin: 0 }}>
            {m.signedLine(d.signature.typedSignature, longDate(new Date(d.signature.signedAt)))}
          </p>
          <SignedPdfButton documentId={d.documentId} />
        </Section>
      ) : null}
    </div>
  );
};

const Consent = ({ documentId }: { documentId: string }) => {
  const m = useMessages(esignMessages);
  const consent = useEsignConsentMutation(documentId);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Section title={m.consentTitle} css={{ ...cardCss, borderColor: theme.primary }}>
      {m.consentText.map((line) => (
        <p key={line} css={{ margin: 0 }}>
          {line}
        </p>
      ))}
      <Checkbox checked={agreed} onChange={(e) => setAgreed(e.target.checked)}>
        {m.consentCheck}
      </Checkbox>
      <p role="alert" css={{ margin: 0, color: theme.bad, fontWeight: 700 }}>
        {error}
      </p>
      <div>
        <Button
          disabled={!agreed || consent.isPending}
          onClick={async () => {
            setError(null);
            try {
              await consent.mutateAsync();
            } catch (e) {
              setError(refusalMessage(e, m.consentFailed));
            }
          }}
        >
          {m.consentButton}
        </Button>
      </div>
    </Section>
  );
};

const signSchema = z.object({ typedSignature: requiredText(200) });
type SignValues = z.output<typeof signSchema>;

const SignForm = ({
  doc,
  websiteReferenceId,
}: {
  doc: EsignDocument;
  websiteReferenceId?: string | undefined;
}) => {
  const { long: longDate } = useDates();
  const m = useMessages(esignMessages);
  const sign = useEsignSignMutation(doc.documentId);
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useZodForm(signSchema, { defaultValues: { typedSignature: '' } });
  const today = new Date();

  const onValid = async ({ typedSignature }: SignValues) => {
    setError(null);
    try {
      const signed = await sign.mutateAsync({
        typedSignature,
        signedDate: isoDate(today),
        documentSha256: await sha256Hex(doc.text),
      });
      if (signed.kind === 'scope_of_appointment')
        navigate(routeHref('soa-confirmation'), {
          state: { documentId: signed.documentId, websiteReferenceId },
        });
    } catch (e) {
      setError(refusalMessage(e, m.signFailed));
    }
  };

  return (
    <Section title={m.signTitle}>
      {(headingId) => (
        <Form form={form} onValid={onValid} css={{ display: 'grid', gap: 12 }} aria-labelledby={headingId}>
          <FormTextField<SignValues>
            name="typedSignature"
            label={m.signatureLabel}
            hint={m.signatureHint(doc.signerName)}
            autoComplete="name"
          />
          <p css={{ margin: 0, fontWeight: 700 }}>{m.dateLine(longDate(today))}</p>
          <p role="alert" css={{ margin: 0, color: theme.bad, fontWeight: 700 }}>
            {error}
          </p>
          <div>
            <SubmitButton busy={sign.isPending}>{sign.isPending ? m.signing : m.sign}</SubmitButton>
          </div>
        </Form>
      )}
    </Section>
  );
};
