import { PDFArray, PDFName, PDFRawStream, decodePDFRawStream, type PDFPage } from 'pdf-lib';

/** The decoded content streams of a PDF page, as Latin-1 text (what tests search for drawn words). */
export function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  let text = '';
  for (const ref of refs) {
    const stream = page.doc.context.lookup(ref);
    if (stream instanceof PDFRawStream) {
      const bytes = stream.dict.get(PDFName.of('Filter')) ? decodePDFRawStream(stream).decode() : stream.contents;
      text += String.fromCharCode(...bytes);
    }
  }
  return text;
}
