/**
 * Documents signed electronically: the canonical text that is stored, shown and hashed, and the signed
 * copy as a PDF (pdf-lib).
 *
 * The SHA-256 covers the canonical text's UTF-8 bytes, and those exact bytes travel inside the PDF as
 * an embedded file, so anyone holding the PDF can check the hash without trusting its page rendering.
 * The PDF is built deterministically (fixed dates, no random ids): the same signature renders the same
 * bytes.
 */
import { createHash } from 'node:crypto';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Language } from 'shared-contracts';

/** The signature record's words, in each language a document is signed in. */
const RECORD_LABELS = {
  en: {
    heading: 'Electronic signature record',
    signedBy: 'Signed by',
    typedSignature: 'Typed signature',
    signedDate: 'Date given by the signer',
    signedAt: 'Signed at (UTC)',
    consentAt: 'Consent to do business electronically (UTC)',
    clientAddress: 'Client address',
    userAgent: 'User agent',
    documentId: 'Document id',
    sha256: 'Document SHA-256',
    exactText: 'Exact signed text',
    embeddedFile: (name: string) => `embedded file ${name}`,
  },
  es: {
    heading: 'Registro de la firma electrónica',
    signedBy: 'Firmado por',
    typedSignature: 'Firma escrita',
    signedDate: 'Fecha que escribió quien firma',
    signedAt: 'Firmado el (UTC)',
    consentAt: 'Consentimiento para hacer trámites por medios electrónicos (UTC)',
    clientAddress: 'Dirección del cliente',
    userAgent: 'Navegador (user agent)',
    documentId: 'Identificador del documento',
    sha256: 'SHA-256 del documento',
    exactText: 'Texto exacto firmado',
    embeddedFile: (name: string) => `archivo adjunto ${name}`,
  },
} as const satisfies Record<Language, Record<string, string | ((name: string) => string)>>;

/**
 * One text, one byte sequence: Unicode NFC, LF line ends, no trailing spaces on a line, no blank lines
 * at either end, one final LF.
 */
export const canonicalDocumentText = (text: string): string => {
  const lines = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/, ''));
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return `${lines.join('\n')}\n`;
};

/** Lower-case hex SHA-256 of the canonical text's UTF-8 bytes. */
export const documentSha256 = (canonicalText: string): string =>
  createHash('sha256').update(canonicalText, 'utf8').digest('hex');

/** Lower-case hex SHA-256 of bytes (the signed PDF). */
export const bytesSha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export const ATTACHMENT_NAME = 'signed-document.txt';

export interface SignatureRecord {
  signerName: string;
  /** The typed signature, exactly as typed. */
  typedSignature: string;
  signedAt: Date;
  /** The date the signer gave beside the signature (YYYY-MM-DD). */
  signedDate: string;
  consentAt: Date;
  clientAddress: string;
  userAgent: string;
}

export interface SignedPdfInput {
  documentId: string;
  /** The language of the document: the signature record is written in it too. */
  language: Language;
  title: string;
  canonicalText: string;
  sha256: string;
  signature: SignatureRecord;
}

const PAGE = { width: 612, height: 792, margin: 56 } as const;
const BODY_SIZE = 12;
const LINE_HEIGHT = 16;
const PRODUCER = 'Medicare reference api e-sign (pdf-lib)';

/**
 * Text the standard Helvetica font can draw: accents are folded (Nguyễn -> Nguyen) and anything else
 * becomes '?'. The exact text is the embedded file; this only affects the page rendering.
 */
const drawable = (font: PDFFont, text: string): string => {
  const supported = new Set(font.getCharacterSet());
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0) as number;
    if (supported.has(code)) out += ch;
    else {
      const folded = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += [...folded].every((c) => supported.has(c.codePointAt(0) as number)) ? folded : '?';
    }
  }
  return out;
};

/** Greedy word wrap to the text width; words longer than a line are cut. */
const wrap = (font: PDFFont, size: number, text: string, width: number): string[] => {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line !== '') lines.push(line);
    let rest = word;
    while (!fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  lines.push(line);
  return lines;
};

/** Writes lines top to bottom, adding pages as needed. */
class PageWriter {
  private page: PDFPage;
  private y: number;
  constructor(private readonly pdf: PDFDocument) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }
  line(font: PDFFont, size: number, text: string) {
    const width = PAGE.width - 2 * PAGE.margin;
    for (const piece of wrap(font, size, drawable(font, text), width)) {
      if (this.y < PAGE.margin + LINE_HEIGHT) {
        this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - PAGE.margin;
      }
      this.page.drawText(piece, { x: PAGE.margin, y: this.y, size, font, color: rgb(0, 0, 0) });
      this.y -= size + (LINE_HEIGHT - BODY_SIZE);
    }
  }
  gap() {
    this.y -= LINE_HEIGHT / 2;
  }
}

/** The signed copy: the whole document, then the signature record with the hash. */
export const renderSignedPdf = async (input: SignedPdfInput): Promise<Uint8Array> => {
  const { signature: s } = input;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  pdf.setTitle(input.title);
  pdf.setSubject(`SHA-256 ${input.sha256}`);
  pdf.setKeywords([`document:${input.documentId}`, `sha256:${input.sha256}`]);
  pdf.setProducer(PRODUCER);
  pdf.setCreator(PRODUCER);
  pdf.setCreationDate(s.signedAt);
  pdf.setModificationDate(s.signedAt);
  await pdf.attach(new TextEncoder().encode(input.canonicalText), ATTACHMENT_NAME, {
    mimeType: 'text/plain; charset=utf-8',
    description: `The exact signed text (UTF-8); its SHA-256 is ${input.sha256}`,
    creationDate: s.signedAt,
    modificationDate: s.signedAt,
  });

  const out = new PageWriter(pdf);
  out.line(bold, 16, input.title);
  out.gap();
  for (const paragraph of input.canonicalText.replace(/\n$/, '').split('\n')) {
    if (paragraph === '') out.gap();
    else out.line(regular, BODY_SIZE, paragraph);
  }
  out.gap();
  out.gap();
  const l = RECORD_LABELS[input.language];
  out.line(bold, 13, l.heading);
  out.gap();
  const record: [string, string][] = [
    [l.signedBy, s.signerName],
    [l.typedSignature, `/s/ ${s.typedSignature}`],
    [l.signedDate, s.signedDate],
    [l.signedAt, s.signedAt.toISOString()],
    [l.consentAt, s.consentAt.toISOString()],
    [l.clientAddress, s.clientAddress],
    [l.userAgent, s.userAgent],
    [l.documentId, input.documentId],
    [l.sha256, input.sha256],
    [l.exactText, l.embeddedFile(ATTACHMENT_NAME)],
  ];
  for (const [label, value] of record) out.line(regular, BODY_SIZE, `${label}: ${value}`);
  return pdf.save({ useObjectStreams: false });
};
