import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { renderInvoicePdf, type InvoiceDocument } from '../../src/origin/domain/commerce/documents/invoice-pdf';
import { isPdf, stampPdf, UnstampablePdf } from '../../src/origin/domain/commerce/documents/stamp-pdf';
import { renderDemoMaterialPdf } from '../../src/origin/domain/commerce/documents/demo-material-pdf';

const INVOICE: InvoiceDocument = {
  kind: 'invoice',
  number: 'GR-2026-000007',
  issuedAt: '2026-03-02T08:00:00.000Z',
  orderId: 'ord_workerd',
  language: 'el',
  seller: { name: 'Kreide GmbH', addressLines: ['Tafelweg 1', '10115 Berlin'], vatId: 'DE123456789' },
  buyer: { name: 'Γιώργος Παπαδόπουλος', email: 'g@example.gr', addressLines: ['Οδός Ερμού 5', 'Αθήνα'], country: 'GR', vatId: 'EL123456789' },
  lines: Array.from({ length: 30 }, (_, i) => ({
    title: `Φύλλο εργασίας ${i + 1}: κλάσματα και δεκαδικοί αριθμοί`,
    materialId: 500 + i,
    unitPrice: 300,
    voucherDiscount: 0,
    net: 300,
    vatAmount: 0,
    gross: 300,
  })),
  currency: 'EUR',
  net: 9000,
  vatAmount: 0,
  vatRateBp: 0,
  gross: 9000,
  creditsUsed: 0,
  amountDue: 9000,
  scheme: 'reverse_charge',
  paymentMethod: 'Stripe',
  paidAt: '2026-03-02T08:01:00.000Z',
  labels: {
    invoiceTitle: 'Τιμολόγιο', creditNoteTitle: 'Πιστωτικό', number: 'Αριθμός', date: 'Ημερομηνία', order: 'Παραγγελία',
    seller: 'Πωλητής', buyer: 'Αγοραστής', vatId: 'ΑΦΜ', item: 'Υλικό', price: 'Τιμή', discount: 'Έκπτωση', net: 'Καθαρό',
    vat: 'ΦΠΑ {rate} %', total: 'Σύνολο', credits: 'Πιστώσεις', amountDue: 'Πληρωτέο',
    reverseChargeNote: 'Αντίστροφη επιβάρυνση.', outsideEuNote: 'Εκτός ΕΕ.', paymentMethod: 'Τρόπος πληρωμής',
    paid: 'Πληρώθηκε', page: 'Σελίδα {page} / {pages}',
  },
};

describe('pdf-lib in workerd', () => {
  it('renders an invoice, a demo material and stamps it', async () => {
    const invoice = await renderInvoicePdf(INVOICE);
    expect(isPdf(invoice)).toBe(true);
    const parsed = await PDFDocument.load(invoice);
    expect(parsed.getTitle()).toBe('GR-2026-000007');
    expect(parsed.getPageCount()).toBeGreaterThan(1);

    const demo = await renderDemoMaterialPdf({ title: 'Γεωμετρία', description: 'Σχήματα.', authorName: 'Δήμητρα', pageCount: 20, materialId: 1 });
    const stamped = await stampPdf(demo, { licenceId: 'KR-LIC-1', buyerName: 'Γιώργος', date: '02/03/2026', label: 'Άδεια για Γιώργος · KR-LIC-1 · 02/03/2026' });
    const loaded = await PDFDocument.load(stamped);
    expect(loaded.getPageCount()).toBe(10);
    expect(loaded.getSubject()).toBe('KR-LIC-1');

    await expect(stampPdf(new TextEncoder().encode('not a pdf'), { licenceId: 'x', buyerName: 'x', date: 'x', label: 'x' })).rejects.toBeInstanceOf(UnstampablePdf);
  });
});
