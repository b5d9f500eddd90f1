import PDFDocument from 'pdfkit';
import { registerFonts } from './fonts';

export type PdfLang = 'en' | 'ar';

export interface PdfDocumentOptions {
  title: string;
  lang: PdfLang;
  margin?: number;
  /** Keep every page open until the end (to number the pages once their count is known). */
  bufferPages?: boolean;
}

/** An A4 pdfkit document with the Noto fonts registered, and the bytes it will have once `doc.end()` is called. */
export function createPdfDocument(options: PdfDocumentOptions): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const doc = new PDFDocument({
    size: 'A4',
    margin: options.margin ?? 48,
    bufferPages: options.bufferPages ?? false,
    info: { Title: options.title, Author: 'JAD Travel' },
    lang: options.lang,
  });
  registerFonts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
