// Reading a book file: CSV in its many spellings and XLSX with typed cells, headers recognised as
// banks write them, every cell value read or refused in words, and a file that is no book refused.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { PAISA_PER_CRORE, PAISA_PER_LAKH } from '../../../shared/money';
import { type BookTable, readBookFile } from './book-file';
import { planColumns } from './columns';
import { readRows } from './read-rows';
import { readCompanyId, readDate, readExposure, readPin, readState } from './values';

const csv = (content: string, name = 'book.csv') => readBookFile({ name, encoding: 'utf8', content });
const b64 = (bytes: Uint8Array | string, name: string) => readBookFile({ name, encoding: 'base64', content: Buffer.from(bytes).toString('base64') });
const cells = (t: BookTable) => t.rows.map((r) => [r.line, ...r.cells]);

describe('headers', () => {
  it('recognises the columns banks write, case, spacing and punctuation aside; the rest are tags', () => {
    const plan = planColumns(['Loan A/c No', 'Borrower Name', 'CIN', 'State', 'PIN Code', 'Segment', 'Branch', 'RM', 'Sanction Date', 'Sanctioned Limit (Rs)', 'Exposure', 'Asset Classification'])!;
    expect(plan.index).toEqual({ reference: 0, name: 1, id: 2, state: 3, pin: 4, rm: 7, sanctionDate: 8, exposure: 10 });
    expect(plan.columns.filter((c) => c.recognisedAs === 'tag').map((c) => c.header)).toEqual(['Segment', 'Branch', 'Sanctioned Limit (Rs)', 'Asset Classification']);
    const other = planColumns(['Facility ID', 'Name of the Company', 'Company Identification No', 'Relationship Manager', 'Outstanding', 'Pincode'])!;
    expect(other.index).toEqual({ reference: 0, name: 1, id: 2, rm: 3, exposure: 4, pin: 5 });
    // With no exposure or outstanding column, the sanctioned limit is the exposure.
    expect(planColumns(['Customer ID', 'LLPIN', 'SANCTIONED LIMIT (RS.)'])!.index).toEqual({ reference: 0, id: 1, exposure: 2 });
    expect(planColumns(['FCIN', 'Exposure (Rs in lakhs)'])!.exposureUnit).toBe('lakh');
    expect(planColumns(['Segment', 'Branch', 'Amount'])).toBeNull();
  });
});

describe('values', () => {
  it('reads exposures to integer paisa as banks write them, and refuses what is no amount', () => {
    const cases: Array<[string, number]> = [
      ['₹1,23,45,678', 1_23_45_678_00], ['₹ 1,23,45,678', 1_23_45_678_00], ['12345678', 1_23_45_678_00], ['1,23,45,678.50', 1_23_45_678_50],
      ['12,345,678', 1_23_45_678_00], ['1.5 crore', 15 * PAISA_PER_CRORE / 10], ['1.5 Crores', 15 * PAISA_PER_CRORE / 10], ['45 lakh', 45 * PAISA_PER_LAKH],
      ['45.25 Lacs', 4525 * PAISA_PER_LAKH / 100], ['Rs. 2.25 Cr', 225 * PAISA_PER_CRORE / 100], ['INR 2.25 Cr.', 225 * PAISA_PER_CRORE / 100], ['75L', 75 * PAISA_PER_LAKH],
      ['75 L', 75 * PAISA_PER_LAKH], ['Rs. 12,34,567/-', 12_34_567_00],
    ];
    for (const [text, paisa] of cases) expect(readExposure(text), text).toEqual({ ok: true, value: paisa });
    expect(readExposure('45.5', 'lakh')).toEqual({ ok: true, value: 455 * PAISA_PER_LAKH / 10 });
    expect(readExposure('2 Cr', 'lakh')).toEqual({ ok: true, value: 2 * PAISA_PER_CRORE });
    expect(readExposure('')).toEqual({ ok: true, value: null });
    for (const text of ['n/a', 'N/A', 'NA', '-', 'TBD']) expect(readExposure(text)).toEqual({ ok: false, problem: `exposure "${text}" is not an amount` });
    expect(readExposure('1,2345')).toMatchObject({ ok: false, problem: expect.stringMatching(/^exposure "1,2345" is not an amount \(has misplaced commas\)/) });
    expect(readExposure('-5')).toEqual({ ok: false, problem: 'exposure "-5" is negative' });
  });

  it('reads sanction dates, checked against the calendar', () => {
    expect(readDate('05/03/2023')).toEqual({ ok: true, value: '2023-03-05' });
    expect(readDate('5-3-2023')).toEqual({ ok: true, value: '2023-03-05' });
    expect(readDate('05-Mar-2023')).toEqual({ ok: true, value: '2023-03-05' });
    expect(readDate('05-MAR-2023')).toEqual({ ok: true, value: '2023-03-05' });
    expect(readDate('5 March 2023')).toEqual({ ok: true, value: '2023-03-05' });
    expect(readDate('2023-03-05')).toEqual({ ok: true, value: '2023-03-05' });
    expect(readDate('44990')).toEqual({ ok: true, value: '2023-03-05' });
    expect(readDate('29/02/2024')).toEqual({ ok: true, value: '2024-02-29' });
    for (const text of ['31/02/2024', '29/02/2023', '31-Jun-2021', '31/09/2020']) expect(readDate(text)).toEqual({ ok: false, problem: `sanction date "${text}" is not a calendar date` });
    expect(readDate('05-Foo-2023')).toMatchObject({ ok: false, problem: expect.stringMatching(/is not a date/) });
    expect(readDate('soon')).toMatchObject({ ok: false });
  });

  it('reads PINs, states and identifiers, naming the rule an identifier breaks', () => {
    expect(readPin('560 001')).toEqual({ ok: true, value: '560001' });
    expect(readPin('56001')).toMatchObject({ ok: false, problem: 'PIN "56001" is not a PIN code (six digits, the first not 0)' });
    expect(readState('TAMIL NADU')).toEqual({ ok: true, value: 'Tamil Nadu' });
    expect(readState('Orissa')).toEqual({ ok: true, value: 'Odisha' });
    expect(readState('Narnia')).toMatchObject({ ok: false });
    expect(readCompanyId(' u72200ka2009ptc049889')).toEqual({ ok: true, value: 'U72200KA2009PTC049889' });
    expect(readCompanyId('AAB-1234')).toEqual({ ok: true, value: 'AAB-1234' });
    expect(readCompanyId('U72200KA2009PTC04988')).toEqual({ ok: false, problem: 'CIN "U72200KA2009PTC04988" is malformed: not a 21-character CIN, a 6-character FCIN (F + 5 digits) or an 8-character LLPIN (AAA-1234); it has 20 characters (rule: length)' });
    expect(readCompanyId('U72200KA2OO9PTC049889')).toMatchObject({ ok: false, problem: expect.stringMatching(/^CIN "U72200KA2OO9PTC049889" is malformed: .*\(rule: year\)$/) });
  });
});

describe('readBookFile', () => {
  const BOOK = 'Loan A/c No,Borrower Name,CIN,Exposure\r\nLN1,"Kraketa Steels & Alloys, Pvt Ltd",,"1,23,45,678"\r\nLN2,"Dhile ""India"" Foods",,45 lakh\r\n';

  it('reads comma, semicolon and tab CSV alike, with quotes, doubled quotes, a BOM and any line ending', async () => {
    const comma = await csv(BOOK);
    expect(comma.headers).toEqual(['Loan A/c No', 'Borrower Name', 'CIN', 'Exposure']);
    expect(cells(comma)).toEqual([
      [2, 'LN1', 'Kraketa Steels & Alloys, Pvt Ltd', '', '1,23,45,678'],
      [3, 'LN2', 'Dhile "India" Foods', '', '45 lakh'],
    ]);
    const semi = await csv(`\uFEFF${BOOK.replaceAll(',"1,23,45,678"', ';"1,23,45,678"').replace(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ';')}`);
    expect(cells(semi)).toEqual(cells(comma));
    const tab = await csv(BOOK.replace(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/g, '\t').replace(/\r\n/g, '\n'));
    expect(cells(tab)).toEqual(cells(comma));
    const cr = await b64(BOOK.replace(/\r\n/g, '\r'), 'mac.csv');
    expect(cells(cr)).toEqual(cells(comma));
  });

  it('keeps a cell with a line break inside quotes, the row on the line it starts; skips a title line and blank lines', async () => {
    const t = await csv('Borrowers as on 31/03/2026\n\nBorrower Name,Exposure\n"Two\nLines Ltd",5\n\nThird Ltd,7\n');
    expect(t.headerLine).toBe(3);
    expect(cells(t)).toEqual([[4, 'Two\nLines Ltd', '5'], [7, 'Third Ltd', '7']]);
  });

  it('reads a workbook: the first sheet with a header, numbers, dates and formula results as values, the sheet’s row numbers as lines', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('Notes').addRow(['Prepared by credit ops']);
    const sheet = wb.addWorksheet('Borrowers');
    sheet.addRow(['Borrower Name', 'Exposure', 'Sanction Date', 'PIN Code', 'CIN']);
    sheet.addRow(['Kemi Trading Pvt Ltd', 12_345_678, new Date(Date.UTC(2023, 2, 5)), 560001, 'U46934WB2022PTC379350']);
    sheet.addRow([]);
    sheet.addRow(['Sum Ltd', { formula: 'B2*2', result: 24_691_356 }, '05-Mar-2023', null, null]);
    sheet.addRow([{ richText: [{ text: 'Rich ' }, { text: 'Text Ltd' }] }, 1234.5, null, null, null]);
    const t = await b64(new Uint8Array(await wb.xlsx.writeBuffer()), 'book.xlsx');
    expect(t).toMatchObject({ format: 'xlsx', sheet: 'Borrowers', headerLine: 1 });
    expect(cells(t)).toEqual([
      [2, 'Kemi Trading Pvt Ltd', '12345678', '2023-03-05', '560001', 'U46934WB2022PTC379350'],
      [4, 'Sum Ltd', '24691356', '05-Mar-2023'],
      [5, 'Rich Text Ltd', '1234.5'],
    ]);
    expect(readRows(t).map((r) => [r.line, r.exposurePaisa, r.sanctionDate, r.pin, r.companyId])).toEqual([
      [2, 1_23_45_678_00, '2023-03-05', '560001', 'U46934WB2022PTC379350'],
      [4, 2_46_91_356_00, '2023-03-05', null, null],
      [5, 1_234_50, null, null, null],
    ]);
  });

  it('refuses what is not a book, saying why', async () => {
    await expect(csv('')).rejects.toMatchObject({ code: 'NOT_A_BOOK', message: 'book.csv is not a book of borrowers: it is empty.' });
    await expect(csv('\n\n ,, \n')).rejects.toThrow(/holds no rows/);
    await expect(csv('Segment,Branch,Amount\nSME,Fort,5\n')).rejects.toThrow(/no header row among its first 10 rows names a company name or identifier column \(its first row reads: "Segment", "Branch", "Amount"\)/);
    await expect(b64(new Uint8Array([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2, 3, 0, 0]), 'a.out')).rejects.toThrow(/binary file/);
    await expect(b64(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 'old.xls')).rejects.toThrow(/Excel 97-2003/);
    await expect(b64(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'broken.xlsx')).rejects.toThrow(/not a workbook Excel can open/);
    await expect(csv('Borrower Name,Exposure\n"Open quote,5\nNext,6\n')).rejects.toThrow(/the quote opened on line 2 never closes/);
    await expect(csv(`Borrower Name\n${'A Ltd\n'.repeat(20_001)}`)).rejects.toThrow(/more than the 20,000 a book may hold/);
  });
});

describe('readRows', () => {
  it('keeps every row, naming each problem of a bad one with its line; a repeated reference is bad after its first line', async () => {
    const t = await csv(
      [
        'Loan A/c No,Borrower Name,CIN,State,PIN Code,Sanction Date,Exposure,Segment,Branch',
        'L1,M/s  Kemi  Trading Pvt Ltd,,TAMIL NADU,600001,05/03/2023,₹1.5 Cr,SME,Fort',
        'L2,Bad Exposure Ltd,,,,,n/a,,',
        'L3,,U72200KA2OO9PTC049889,,,,5,,',
        'L4,Impossible Date Ltd,,,,31/02/2024,5,,',
        'L5,,,,,,5,,',
        'l1,Twice Ltd,,,,,5,,',
      ].join('\n'),
    );
    const rows = readRows(t);
    expect(rows[0]).toMatchObject({
      line: 2, reference: 'L1', name: 'M/s Kemi Trading Pvt Ltd', state: 'Tamil Nadu', pin: '600001', sanctionDate: '2023-03-05', exposurePaisa: 15 * PAISA_PER_CRORE / 10,
      tags: { Segment: 'SME', Branch: 'Fort' }, problem: null, written: { reference: 'L1', name: 'M/s  Kemi  Trading Pvt Ltd', state: 'TAMIL NADU', pin: '600001', sanctionDate: '05/03/2023', exposure: '₹1.5 Cr' },
    });
    expect(rows.slice(1).map((r) => [r.line, r.problem])).toEqual([
      [3, 'exposure "n/a" is not an amount'],
      [4, expect.stringMatching(/^CIN "U72200KA2OO9PTC049889" is malformed: .*\(rule: year\)$/)],
      [5, 'sanction date "31/02/2024" is not a calendar date'],
      [6, 'no borrower name and no identifier'],
      [7, 'reference "l1" is also on line 2'],
    ]);
  });
});
