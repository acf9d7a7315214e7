/** Reads back what a test needs of a PDF: its embedded files, its info dictionary and its drawn lines. */
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  PDFString,
} from 'pdf-lib';

export interface ReadPdf {
  pageCount: number;
  title: string | undefined;
  subject: string | undefined;
  /** Embedded files by name, as raw bytes. */
  attachments: Map<string, Uint8Array>;
  /** Each line drawn on the pages (the standard fonts' WinAnsi bytes read as Latin-1), in order. */
  lines: string[];
}

const streamsOf = (pdf: PDFDocument, contents: unknown): PDFRawStream[] =>
  contents instanceof PDFRawStream
    ? [contents]
    : contents instanceof PDFArray
      ? contents.asArray().flatMap((ref) => streamsOf(pdf, pdf.context.lookup(ref)))
      : [];

/** The hex strings shown with Tj, the way pdf-lib writes a drawn line of a standard font. */
const drawnLines = (pdf: PDFDocument) =>
  pdf
    .getPages()
    .flatMap((page) =>
      streamsOf(pdf, page.node.Contents()).flatMap((stream) =>
        [
          ...new TextDecoder('latin1')
            .decode(decodePDFRawStream(stream).decode())
            .matchAll(/<([0-9A-Fa-f]*)> Tj/g),
        ].map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1')),
      ),
    );

export const readPdf = async (bytes: Uint8Array): Promise<ReadPdf> => {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const attachments = new Map<string, Uint8Array>();
  const names = pdf.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  const files = names?.lookupMaybe(PDFName.of('EmbeddedFiles'), PDFDict);
  const list = files?.lookupMaybe(PDFName.of('Names'), PDFArray);
  for (let i = 0; list && i + 1 < list.size(); i += 2) {
    const name = list.lookup(i, PDFString, PDFHexString).decodeText();
    const spec = list.lookup(i + 1, PDFDict);
    const stream = spec.lookup(PDFName.of('EF'), PDFDict).lookup(PDFName.of('F'));
    if (!(stream instanceof PDFRawStream)) throw new Error(`attachment ${name} is not a stream`);
    attachments.set(name, decodePDFRawStream(stream).decode());
  }
  return {
    pageCount: pdf.getPageCount(),
    title: pdf.getTitle(),
    subject: pdf.getSubject(),
    attachments,
    lines: drawnLines(pdf),
  };
};
