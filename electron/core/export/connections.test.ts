import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import Graph from 'graphology';
import { parse as parseGraphml } from 'graphology-graphml';
import { DOMParser } from '@xmldom/xmldom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buyProfile, cinOf, mirrorCompany, NOW } from '../../../test/support/core/network-data';
import { readZipFile } from '../../../test/support/core/verify-pack';
import { extractPdfText } from '../pdf-text/extract';
import { type Library, openLibrary } from '../store';
import { exportCompanyReport, exportPack, exportWorkbook, MANIFEST } from './index';

// A small group written into a library, exported, and read back from the files themselves.
const TARGET = cinOf(1);
let dir: string;
let lib: Library;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-connections-'));
  lib = openLibrary(dir);
  mirrorCompany(lib, TARGET, { name: 'Sipax Castings Limited', address: 'Unit 71, Seji Chambers, Delhi, Delhi 110040', board: [{ din: '10666303', name: 'Farhan Saxena' }, { din: '03362746', name: 'Farhan Raj Das', disqualified: true }] });
  mirrorCompany(lib, cinOf(2), { name: 'Sugaipin Leathers Private Limited', board: [{ din: '10666303', name: 'Farhan Saxena' }], charges: [{ id: '10831654', holder: 'Sipax Castings Limited', amountRupees: 2_50_00_000 }] });
  buyProfile(lib, '03362746', [{ companyId: TARGET }, { companyId: cinOf(3), companyName: 'Hevish Basaex Tax Consultants Private Limited', status: 'Strike Off' }], {}, 'Farhan Raj Das');
});
afterEach(() => {
  lib.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('connections in the exports', () => {
  it('the report has a Connections section: the group, the flags with their sources, and the drawing', async () => {
    const out = path.join(dir, 'report.pdf');
    await exportCompanyReport(lib, TARGET, out, { now: NOW });
    const pages = await extractPdfText(fs.readFileSync(out));
    const at = pages.findIndex((p) => p.includes('Connections') && p.includes('Red flags in the network'));
    expect(at).toBeGreaterThan(1);
    const text = pages.slice(at).join('\n').replace(/\s+/g, ' ');
    expect(text).toContain('3 companies through shared current directors; 1 struck off');
    expect(text).toContain('Disqualified director Farhan Raj Das (DIN 03362746)');
    expect(text).toContain(`Source: Master record of ${TARGET} (read 20 Nov 2026, request req_master_${TARGET})`);
    expect(text).toContain('Hevish Basaex Tax Consultants');
    expect(text).toContain('Diamonds: charge holders');
  }, 60_000);

  it('the workbook has a Connections sheet, one row per link and flag, with the records they rest on', async () => {
    const out = path.join(dir, 'book.xlsx');
    await exportWorkbook(lib, TARGET, out, { now: NOW });
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(out);
    const sheet = book.getWorksheet('Connections')!;
    const rows = sheet.getSheetValues().slice(2).map((r) => (r as unknown[]).slice(1));
    const seat = rows.find((r) => r[0] === 'director' && r[2] === '03362746')!;
    expect(seat[4]).toBe(TARGET);
    expect(String(seat[10])).toContain('Director profile of DIN 03362746 (read 20 Nov 2026, request req_profile_03362746)');
    const charge = rows.find((r) => r[0] === 'chargeHolder')!;
    expect(charge.slice(0, 5)).toEqual(['chargeHolder', 'Sipax Castings Limited', TARGET, 'Sugaipin Leathers Private Limited', cinOf(2)]);
    expect(charge[8]).toBe(2_50_00_000);
    expect(rows.some((r) => r[0] === 'flag: group')).toBe(true);
  });

  it('the pack lists connections.graphml in its manifest, and a GraphML parser reads it', async () => {
    const out = path.join(dir, 'pack.zip');
    await exportPack(lib, TARGET, out, { now: NOW });
    const entries = await readZipFile(out);
    const manifest = JSON.parse(entries.find((e) => e.name === MANIFEST)!.bytes.toString('utf8'));
    expect(manifest.files.map((f: { path: string }) => f.path)).toContain('connections.graphml');
    const xml = entries.find((e) => e.name === 'connections.graphml')!.bytes.toString('utf8');
    const graph = parseGraphml(Graph, new DOMParser().parseFromString(xml, 'text/xml') as unknown as Document);
    expect(graph.getNodeAttributes('03362746')).toMatchObject({ kind: 'director', status: 'Disqualified' });
    expect(graph.hasNode(cinOf(2))).toBe(true);
  }, 60_000);
});
