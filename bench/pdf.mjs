#!/usr/bin/env node
// PDF documents benchmark: how long an invoice render and a licence stamp take (pdf-lib, Node).
// Loads the origin's document code through Vite's SSR module loader (TypeScript, as the unit tests
// do) with the unit tests' fixtures, and appends one row to bench/results/pdf.md.
//   node bench/pdf.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createServer } from 'vite';
import { root } from '../scripts/lib.mjs';

const INVOICE_RUNS = 20;
const STAMP_RUNS = 10;
const RESULTS = join(root, 'bench', 'results', 'pdf.md');
const SECTION = '## Runs of bench/pdf.mjs';

const vite = await createServer({ root, configFile: false, logLevel: 'error', server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom' });
try {
  const { renderInvoicePdf } = await vite.ssrLoadModule('/src/origin/domain/commerce/documents/invoice-pdf.ts');
  const { stampPdf } = await vite.ssrLoadModule('/src/origin/domain/commerce/documents/stamp-pdf.ts');
  const { invoice, plainPdf } = await vite.ssrLoadModule('/test/unit/origin/commerce/document-fixtures.ts');
  const stamp = { licenceId: 'KR-LIC-9F3A', buyerName: 'Łucja Ćwik', date: '15.01.2026', label: 'Lizenz für Łucja Ćwik · KR-LIC-9F3A · 15.01.2026' };

  // First: a cold render of a 40-line invoice (includes the JIT warm-up of pdf-lib).
  let started = performance.now();
  const cold = await renderInvoicePdf(invoice(40));
  const coldMs = performance.now() - started;

  await renderInvoicePdf(invoice(10)); // warm-up
  started = performance.now();
  for (let i = 0; i < INVOICE_RUNS; i++) await renderInvoicePdf(invoice(10));
  const invoiceMs = (performance.now() - started) / INVOICE_RUNS;

  const original = await plainPdf(20);
  await stampPdf(original, stamp); // warm-up
  started = performance.now();
  for (let i = 0; i < STAMP_RUNS; i++) await stampPdf(original, stamp);
  const stampMs = (performance.now() - started) / STAMP_RUNS;

  const load = loadavg()[0] ?? 0;
  console.log(`invoice, 10 lines: ${invoiceMs.toFixed(1)} ms per render (mean of ${INVOICE_RUNS})`);
  console.log(`stamp, 20 pages (${original.length} bytes): ${stampMs.toFixed(1)} ms per stamp (mean of ${STAMP_RUNS})`);
  console.log(`cold invoice, 40 lines (${cold.length} bytes): ${coldMs.toFixed(1)} ms`);
  console.log(`load average (1 min): ${load.toFixed(1)}`);

  let text = readFileSync(RESULTS, 'utf8');
  if (!text.includes(SECTION)) {
    text = `${text.trimEnd()}\n\n${SECTION}\n\nSame inputs as above (the fixtures of \`test/unit/origin/commerce/document-fixtures.ts\`), one row per run of\n\`node bench/pdf.mjs\`: mean of ${INVOICE_RUNS} invoice renders and ${STAMP_RUNS} stamps after one warm-up each; the cold\n40-line render is the process's first.\n\n| date | node | load avg (1 min) | invoice 10 lines, ms | stamp 20 pages, ms | cold invoice 40 lines, ms |\n| --- | --- | ---: | ---: | ---: | ---: |\n`;
  }
  const row = `| ${new Date().toISOString().slice(0, 10)} | ${process.version} | ${load.toFixed(1)} | ${invoiceMs.toFixed(1)} | ${stampMs.toFixed(1)} | ${coldMs.toFixed(1)} |`;
  writeFileSync(RESULTS, `${text.trimEnd()}\n${row}\n`);
} finally {
  await vite.close();
}
