import { useState } from 'react';
import { useMessages } from 'web-kit/i18n';
import { useSignedPdf } from 'web-kit/queries/esign';
import { theme } from 'web-kit/theme';
import { Button } from 'web-kit/ui';
import { saveFile } from '../common';
import { esignMessages } from './messages';

/** Downloads the signed copy exactly as the api fixed it at signing. */
export const SignedPdfButton = ({ documentId }: { documentId: string }) => {
  const m = useMessages(esignMessages);
  const pdf = useSignedPdf(documentId);
  const [failed, setFailed] = useState(false);
  return (
    <div>
      <Button
        disabled={pdf.isPending}
        onClick={async () => {
          setFailed(false);
          try {
            saveFile(await pdf.mutateAsync(), 'signed-document.pdf');
          } catch {
            setFailed(true);
          }
        }}
      >
        {m.downloadPdf}
      </Button>
      <p role="status" css={{ color: theme.bad, fontWeight: 700, margin: '4px 0 0' }}>
        {failed ? m.downloadFailed : null}
      </p>
    </div>
  );
};
