/// <reference types="vite/types/importMeta.d.ts" />
/**
 * pdf.js for the author's browser, loaded only when a PDF has been uploaded (decision 014). The
 * loader is an `import.meta.glob` inside a function: Vite makes pdf-previews.ts and pdf.js their
 * own lazy chunks, and the edge, which renders the island on the server and never calls this,
 * does not bundle them.
 */

export interface PdfReadOptions {
  /** Pages rendered to images, from the first. */
  pages: number;
  /** Height of each image in pixels (the origin scales it down to the public size). */
  height: number;
  /** Text kept at most, in characters. */
  maxTextChars: number;
}

export interface PdfReading {
  images: Blob[];
  text: string;
  pageCount: number;
}

export interface PdfPreviewsModule {
  readPdf: (file: Blob, options: PdfReadOptions) => Promise<PdfReading>;
}

let loading: Promise<PdfPreviewsModule> | null = null;

/** pdf-previews.ts (and with it pdf.js), fetched once. */
export function loadPdfPreviews(): Promise<PdfPreviewsModule> {
  if (!loading) {
    const modules = import.meta.glob<PdfPreviewsModule>('./pdf-previews.ts');
    const load = modules['./pdf-previews.ts'];
    loading = load ? load() : Promise.reject(new Error('pdf previews are only in the browser build'));
  }
  return loading;
}
