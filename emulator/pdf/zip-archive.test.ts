import { describe, expect, it } from 'vitest';
import { renderFilingPdf } from './filing-pdf';
import { buildZip, readZipEntries } from './zip-archive';

const entries = [
  { name: 'flg_aaa.pdf', data: new TextEncoder().encode('%PDF-1.7 first') },
  { name: 'flg_bbb.pdf', data: new Uint8Array(200_000).map((_, i) => (i * 31) & 0xff) },
  { name: 'empty.pdf', data: new Uint8Array(0) },
];

describe('buildZip / readZipEntries', () => {
  it('round-trips names, order and bytes', async () => {
    const zip = await buildZip(entries);
    expect(new TextDecoder().decode(zip.subarray(0, 2))).toBe('PK');
    const back = await readZipEntries(zip);
    expect(back.map((e) => e.name)).toEqual(entries.map((e) => e.name));
    for (const [i, e] of back.entries()) expect(Buffer.from(e.data).equals(Buffer.from(entries[i]!.data))).toBe(true);
  });

  it('carries rendered filing PDFs byte for byte', async () => {
    const pdf = await renderFilingPdf({
      cin: 'U72900KA2011PTC060958',
      filingId: 'flg_zip1',
      formId: 'MGT-7',
      title: 'Form MGT-7 — Annual return FY 2023-24',
      company: 'Saffron Analytics Private Limited',
      dateOfFiling: '29/11/2024',
      pages: 4,
      fileSize: 150_000,
      pageLines: [],
      seed: 11,
    });
    const [back] = await readZipEntries(await buildZip([{ name: 'flg_zip1.pdf', data: pdf }]));
    expect(back?.data.length).toBe(150_000);
    expect(Buffer.from(back!.data).equals(Buffer.from(pdf))).toBe(true);
  });

  it('is deterministic: the same entries give the same archive bytes', async () => {
    const [a, b] = [await buildZip(entries), await buildZip(entries)];
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('builds an empty archive and rejects duplicate names', async () => {
    expect(await readZipEntries(await buildZip([]))).toEqual([]);
    await expect(buildZip([entries[0]!, entries[0]!])).rejects.toThrow('duplicate zip entry name flg_aaa.pdf');
  });

  it('rejects bytes that are not a zip', async () => {
    await expect(readZipEntries(new TextEncoder().encode('not a zip at all, just text'))).rejects.toThrow();
  });
});
