import { afterEach, describe, expect, it, vi } from 'vitest';
import { invoiceAmount, type InvoiceInput, renderInvoicePdf } from './invoice-pdf';
import { readPdfText } from './pdfjs-text';

const invoice: InvoiceInput = {
  invoiceNumber: 'INV/2026-27/000123',
  rechargeId: 'rch_9f8e7d',
  accountName: 'Mehta & Rao Chartered Accountants',
  gstin: '27AAFFM1234K1Z5',
  amountPaisa: 1_23_456_78, // ₹1,23,456.78
  taxPaisa: 22_222_22,
  totalPaisa: 1_45_679_00,
  issuedAt: '2026-11-05T10:30:00.000Z',
};

afterEach(() => vi.restoreAllMocks());

describe('renderInvoicePdf', () => {
  it('formats amounts with Indian grouping', () => {
    expect(invoiceAmount(1_23_456_78)).toBe('Rs. 1,23,456.78');
    expect(invoiceAmount(0)).toBe('Rs. 0.00');
  });

  it('renders one page with the parties, the GST line and the amounts', async () => {
    const warn = vi.spyOn(console, 'warn');
    const text = await readPdfText(await renderInvoicePdf(invoice));
    expect(text.numPages).toBe(1);
    const page = text.pages[0]!;
    for (const expected of [
      'TAX INVOICE',
      invoice.invoiceNumber,
      invoice.rechargeId,
      invoice.accountName,
      invoice.gstin!,
      '05/11/2026',
      'IGST @ 18%',
      'Rs. 1,23,456.78',
      'Rs. 22,222.22',
      'Rs. 1,45,679.00',
    ]) {
      expect(page).toContain(expected);
    }
    expect(warn).not.toHaveBeenCalled();
  });

  it('is deterministic and marks an unregistered buyer', async () => {
    const b2c = { ...invoice, gstin: null };
    const [a, b] = [await renderInvoicePdf(b2c), await renderInvoicePdf(b2c)];
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect((await readPdfText(a)).pages[0]).toContain('Unregistered');
  });

  it('refuses totals that do not add up and amounts that are not integer paisa', async () => {
    await expect(renderInvoicePdf({ ...invoice, totalPaisa: invoice.totalPaisa + 1 })).rejects.toThrow('is not amount');
    await expect(renderInvoicePdf({ ...invoice, amountPaisa: 10.5 })).rejects.toThrow('integer of paisa');
    await expect(renderInvoicePdf({ ...invoice, issuedAt: 'yesterday' })).rejects.toThrow('not a date');
  });
});
