/// <reference types="vite/client" />
/**
 * Reads a PDF in the author's browser with pdf.js (decision 014): the first pages as JPEG images
 * for the previews, and the text of the whole file for the similarity check
 * (docs/seller-files.md). Loaded lazily by ./lazy.ts; its worker is a Vite asset.
 */
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import type { PdfPreviewsModule } from './lazy';

GlobalWorkerOptions.workerSrc = workerUrl;

function jpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('canvas gave no image'))), 'image/jpeg', 0.85));
}

export const readPdf: PdfPreviewsModule['readPdf'] = async (file, options) => {
  const data = new Uint8Array(await file.arrayBuffer());
  const task = getDocument({ data });
  const doc = await task.promise;
  try {
    const images: Blob[] = [];
    for (let n = 1; n <= Math.min(options.pages, doc.numPages); n++) {
      const page = await doc.getPage(n);
      const natural = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: options.height / natural.height });
      const canvas = document.createElement('canvas');
      canvas.width = Math.ceil(viewport.width);
      canvas.height = Math.ceil(viewport.height);
      const context = canvas.getContext('2d');
      if (context) {
        context.fillStyle = '#fff';
        context.fillRect(0, 0, canvas.width, canvas.height);
      }
      await page.render({ canvas, viewport }).promise;
      images.push(await jpeg(canvas));
      page.cleanup();
    }
    let text = '';
    for (let n = 1; n <= doc.numPages && text.length < options.maxTextChars; n++) {
      const content = await (await doc.getPage(n)).getTextContent();
      for (const item of content.items) {
        if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ');
      }
      text += '\n';
    }
    return { images, text: text.slice(0, options.maxTextChars), pageCount: doc.numPages };
  } finally {
    await task.destroy();
  }
};
