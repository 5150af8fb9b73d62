#!/usr/bin/env node
// PDF documents benchmark: how long an invoice render and a licence stamp take (pdf-lib, Node),
// and an invoice's size and render time per script (decision 027).
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
const SCRIPT_SECTION = '## Invoices per script';
const SCRIPT_RUNS = 5;
/** Script, document language, a title and a buyer name in it. */
const SCRIPTS = [
  ['Latin (WinAnsi)', 'de', 'Arbeitsblatt: Brüche für Klasse 5 – Übungen', 'Jürgen Müller'],
  ['Latin with accents', 'pl', 'Ćwiczenia z matematyki: ułamki dla klasy 5', 'Małgorzata Wiśniewska-Żółć'],
  ['Greek', 'gr', 'Ασκήσεις μαθηματικών: κλάσματα για την Ε΄ τάξη', 'Γιώργος Παπαδόπουλος'],
  ['Cyrillic', 'bg', 'Упражнения по математика: дроби за 5. клас', 'Мария Иванова'],
  ['Chinese', 'cn', '五年级数学练习：分数与小数的加减法', '王小明'],
  ['Japanese', 'jp', '小学5年 算数ドリル：分数のたし算とひき算', '山田花子'],
  ['Korean', 'kr', '초등학교 5학년 수학 문제집: 분수의 덧셈과 뺄셈', '김민준'],
  ['Thai', 'th', 'แบบฝึกหัดคณิตศาสตร์ ป.5 เรื่องเศษส่วน', 'สมชาย ใจดี'],
  ['Devanagari', 'hi', 'कक्षा 5 गणित अभ्यास: भिन्न और दशमलव', 'अनुराग शर्मा'],
];

const vite = await createServer({ root, configFile: false, logLevel: 'error', server: { middlewareMode: true, hmr: false, ws: false }, appType: 'custom' });
try {
  const { renderInvoicePdf } = await vite.ssrLoadModule('/src/origin/domain/commerce/documents/invoice-pdf.ts');
  const { stampPdf } = await vite.ssrLoadModule('/src/origin/domain/commerce/documents/stamp-pdf.ts');
  const { invoice, plainPdf, nodeFontSource } = await vite.ssrLoadModule('/test/unit/origin/commerce/document-fixtures.ts');
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

  // Per script (decision 027): a 10-line invoice whose titles and buyer are in the script, with
  // the fonts read from the @fontsource packages; the first render loads and parses the face.
  const scriptRows = [];
  for (const [script, language, title, name] of SCRIPTS) {
    const doc = invoice(10, { language, buyer: { name, email: 'a@example.org', addressLines: [], country: '', vatId: null } });
    doc.lines = doc.lines.map((line) => ({ ...line, title }));
    started = performance.now();
    const bytes = await renderInvoicePdf(doc, { fonts: nodeFontSource });
    const firstMs = performance.now() - started;
    started = performance.now();
    for (let i = 0; i < SCRIPT_RUNS; i++) await renderInvoicePdf(doc, { fonts: nodeFontSource });
    const warmMs = (performance.now() - started) / SCRIPT_RUNS;
    console.log(`${script}: ${bytes.length} bytes, first ${firstMs.toFixed(1)} ms, then ${warmMs.toFixed(1)} ms per render`);
    scriptRows.push(`| ${new Date().toISOString().slice(0, 10)} | ${script} | ${bytes.length} | ${firstMs.toFixed(1)} | ${warmMs.toFixed(1)} |`);
  }

  let text = readFileSync(RESULTS, 'utf8');
  if (!text.includes(SECTION)) {
    text = `${text.trimEnd()}\n\n${SECTION}\n\nSame inputs as above (the fixtures of \`test/unit/origin/commerce/document-fixtures.ts\`), one row per run of\n\`node bench/pdf.mjs\`: mean of ${INVOICE_RUNS} invoice renders and ${STAMP_RUNS} stamps after one warm-up each; the cold\n40-line render is the process's first.\n\n| date | node | load avg (1 min) | invoice 10 lines, ms | stamp 20 pages, ms | cold invoice 40 lines, ms |\n| --- | --- | ---: | ---: | ---: | ---: |\n`;
  }
  const row = `| ${new Date().toISOString().slice(0, 10)} | ${process.version} | ${load.toFixed(1)} | ${invoiceMs.toFixed(1)} | ${stampMs.toFixed(1)} | ${coldMs.toFixed(1)} |`;
  text = `${text.trimEnd()}\n${row}\n`;
  if (!text.includes(SCRIPT_SECTION)) {
    text = `${text.trimEnd()}\n\n${SCRIPT_SECTION}\n\nA 10-line invoice whose ten titles and buyer name are in one script (the Latin row: WinAnsi only, so\nHelvetica and no embedded font, as before decision 027), fonts read from the @fontsource packages\n(in the worker: from R2). "first" is the first render of the script in the process (loads, inflates and\nparses the face); "then" the mean of ${SCRIPT_RUNS} renders after it. Size: the PDF with the subset of the glyphs used.\n\n| date | script | PDF bytes | first render, ms | then, ms |\n| --- | --- | ---: | ---: | ---: |\n`;
  }
  writeFileSync(RESULTS, `${text.trimEnd()}\n${scriptRows.join('\n')}\n`);
} finally {
  await vite.close();
}
