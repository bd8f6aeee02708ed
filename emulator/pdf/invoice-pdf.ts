import { formatRupees } from '../../shared/money';
import { A4, PageWriter } from './page-writer';
import { createDeterministicDocument } from './pdf-document';

export interface InvoiceInput {
  invoiceNumber: string;
  rechargeId: string;
  accountName: string;
  gstin: string | null;
  amountPaisa: number;
  taxPaisa: number;
  totalPaisa: number;
  issuedAt: string; // ISO instant
}

export const SELLER = {
  name: 'Company Registry Data Services (emulator)',
  gstin: '27AABCR1234Q1ZX',
  address: 'Synthetic Towers, Bandra Kurla Complex, Mumbai 400051, Maharashtra',
};
export const GST_RATE_PERCENT = 18;

/** "Rs. 1,23,456.78": Helvetica has no rupee sign, so the abbreviation stands in for it. */
export function invoiceAmount(paisa: number): string {
  return 'Rs. ' + formatRupees(paisa, { symbol: false });
}

function ddmmyyyy(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}

function validate(invoice: InvoiceInput): Date {
  for (const key of ['amountPaisa', 'taxPaisa', 'totalPaisa'] as const) {
    if (!Number.isSafeInteger(invoice[key]) || invoice[key] < 0) throw new Error(`invoice ${key} must be a non-negative integer of paisa, got ${invoice[key]}`);
  }
  if (invoice.amountPaisa + invoice.taxPaisa !== invoice.totalPaisa) {
    throw new Error(`invoice total ${invoice.totalPaisa} is not amount ${invoice.amountPaisa} + tax ${invoice.taxPaisa}`);
  }
  const issued = new Date(invoice.issuedAt);
  if (Number.isNaN(issued.getTime())) throw new Error(`invoice issuedAt is not a date: ${invoice.issuedAt}`);
  return issued;
}

/** A one-page tax invoice for a wallet recharge; the same invoice always gives the same bytes. */
export async function renderInvoicePdf(invoice: InvoiceInput): Promise<Uint8Array> {
  const issued = validate(invoice);
  const { doc, fonts } = await createDeterministicDocument({
    title: `Tax invoice ${invoice.invoiceNumber}`,
    subject: `Wallet recharge ${invoice.rechargeId} for ${invoice.accountName}`,
    date: issued,
    idKey: invoice.invoiceNumber,
  });
  const w = new PageWriter(doc.addPage(A4), fonts);
  w.lines(['TAX INVOICE'], 16, 'bold');
  w.paragraph(SELLER.name, 10, 'bold');
  w.paragraph(SELLER.address, 9);
  w.paragraph(`GSTIN: ${SELLER.gstin}`, 9);
  w.rule();
  w.row('Invoice number', invoice.invoiceNumber, 10);
  w.row('Invoice date', ddmmyyyy(issued), 10);
  w.row('Recharge id', invoice.rechargeId, 10);
  w.rule();
  w.paragraph('Billed to', 9, 'bold');
  w.paragraph(invoice.accountName, 10);
  w.paragraph(`GSTIN: ${invoice.gstin ?? 'Unregistered (B2C)'}`, 9);
  w.rule();
  w.row('Description', 'Amount', 10, 'bold');
  w.row('Prepaid wallet recharge for Registry Data API usage', invoiceAmount(invoice.amountPaisa), 10);
  w.row(`IGST @ ${GST_RATE_PERCENT}%`, invoiceAmount(invoice.taxPaisa), 10);
  w.rule();
  w.row('Total', invoiceAmount(invoice.totalPaisa), 11, 'bold');
  w.gap(24);
  w.paragraph('This is a computer-generated invoice from the Company Registry Data API emulator; no signature is required.', 8);
  w.footer('Page 1 of 1');
  w.finish(doc);
  return doc.save({ useObjectStreams: false, addDefaultPage: false });
}
