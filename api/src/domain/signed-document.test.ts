import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../test/pdf';
import {
  ATTACHMENT_NAME,
  canonicalDocumentText,
  documentSha256,
  renderSignedPdf,
  type SignedPdfInput,
} from './signed-document';

describe('canonicalDocumentText', () => {
  it('gives one byte sequence for texts that read the same', () => {
    const a = canonicalDocumentText('\n\nScope of appointment  \r\nMedicare Advantage\r\n\r\n');
    const b = canonicalDocumentText('Scope of appointment\nMedicare Advantage\n');
    expect(a).toBe(b);
    expect(a).toBe('Scope of appointment\nMedicare Advantage\n');
    // NFC: a composed and a decomposed é are the same text.
    expect(canonicalDocumentText('Jos\u00e9')).toBe(canonicalDocumentText('Jose\u0301'));
  });
  it('keeps blank lines between paragraphs and every visible character', () => {
    expect(canonicalDocumentText('A\n\nB')).toBe('A\n\nB\n');
    expect(canonicalDocumentText('$0 copay')).not.toBe(canonicalDocumentText('$5 copay'));
  });
});

describe('documentSha256', () => {
  it('is the SHA-256 of the UTF-8 bytes, in lower-case hex', () => {
    expect(documentSha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(documentSha256('Nguy\u1ec5n\n')).toBe(
      createHash('sha256').update(Buffer.from('Nguy\u1ec5n\n', 'utf8')).digest('hex'),
    );
  });
});

const sample = (text: string): SignedPdfInput => {
  const canonicalText = canonicalDocumentText(text);
  return {
    documentId: '3f1e9c7a-1b2c-4d5e-8f90-123456789abc',
    language: 'en',
    title: 'Scope of Sales Appointment',
    canonicalText,
    sha256: documentSha256(canonicalText),
    signature: {
      signerName: 'Thi Nguyễn',
      typedSignature: 'Thi Nguyễn',
      signedAt: new Date('2026-11-23T17:04:05Z'),
      signedDate: '2026-11-23',
      consentAt: new Date('2026-11-23T17:03:00Z'),
      clientAddress: '203.0.113.7',
      userAgent: 'Mozilla/5.0 (test)',
    },
  };
};

describe('renderSignedPdf', () => {
  it('embeds the exact signed text, whose hash is the recorded one', async () => {
    const input = sample('Scope of appointment\n\nProducts: Medicare Advantage, Part D\nNguyễn, 名前 ✓');
    const pdf = await readPdf(await renderSignedPdf(input));
    const embedded = pdf.attachments.get(ATTACHMENT_NAME);
    expect(embedded).toBeDefined();
    expect(new TextDecoder().decode(embedded)).toBe(input.canonicalText);
    expect(
      createHash('sha256')
        .update(embedded as Uint8Array)
        .digest('hex'),
    ).toBe(input.sha256);
    expect(pdf.subject).toBe(`SHA-256 ${input.sha256}`);
    expect(pdf.title).toBe('Scope of Sales Appointment');
  });

  it('is deterministic: the same signature renders the same bytes', async () => {
    const input = sample('One line.');
    const [a, b] = await Promise.all([renderSignedPdf(input), renderSignedPdf(input)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const other = await renderSignedPdf(sample('One line!'));
    expect(Buffer.from(a).equals(Buffer.from(other))).toBe(false);
  });

  it('flows a long document over several pages, long words included', async () => {
    const paragraph = `${'The agent will discuss only the products you choose. '.repeat(12)}${'x'.repeat(300)}`;
    const input = sample(Array.from({ length: 40 }, () => paragraph).join('\n\n'));
    const pdf = await readPdf(await renderSignedPdf(input));
    expect(pdf.pageCount).toBeGreaterThan(3);
  });

  it('writes the signature record in the language signed', async () => {
    const english = await readPdf(await renderSignedPdf(sample('One line.')));
    expect(english.lines).toContain('Electronic signature record');
    expect(english.lines).toContain('Signed by: Thi Nguyen');
    const spanish = await readPdf(
      await renderSignedPdf({ ...sample('Una línea.'), language: 'es', title: 'Alcance de la cita' }),
    );
    expect(spanish.lines).toContain('Una línea.');
    expect(spanish.lines).toContain('Registro de la firma electrónica');
    expect(spanish.lines).toContain(`Texto exacto firmado: archivo adjunto ${ATTACHMENT_NAME}`);
    expect(spanish.lines.join('\n')).not.toMatch(/Signed by|Document id|Typed signature|Client address/);
  });
});
