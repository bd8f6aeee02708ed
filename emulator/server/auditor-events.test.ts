/**
 * Auditor changes over real HTTP: a test injects a resignation and the new auditor's appointment
 * (POST /admin/registry/events), a refresh lists the ADT-3 and the ADT-1, and the PDFs a client buys
 * state the firms and the dates; bad bodies are 400 naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../clock';
import type { EmulatorHandle } from '../index';
import { readPdfText } from '../pdf/pdfjs-text';
import { startTestEmulator, TestClient } from '../../test/support/emulator/server-support';

let emu: EmulatorHandle;
let live: TestClient;
// biome-ignore lint/suspicious/noExplicitAny: payloads are read field by field after the client's schema checks
type Any = any;

beforeAll(async () => {
  emu = await startTestEmulator();
  live = new TestClient(emu.url, emu.keys.live);
});
afterAll(() => emu.close());

const post = async (body: unknown): Promise<{ status: number; body: Any }> => {
  const res = await fetch(`${emu.url}/admin/registry/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
};

describe('auditor events', () => {
  it('a resignation and a new auditor: filed, listed after a refresh, and stated in the PDFs', async () => {
    const cin = [...emu.registry.companies()].find((c) => !c.sandbox && c.idType === 'cin' && c.companyStatus === 'Active' && emu.registry.filings(c.cin).length <= 30)!.cin;
    const resigned = await post({ kind: 'auditor.resigned', cin, reason: 'Non-receipt of information and explanations required for the audit' });
    expect(resigned.status).toBe(201);
    expect(resigned.body.data).toMatchObject({ kind: 'auditor.resigned', filing: { formId: 'ADT-3' } });
    const again = await post({ kind: 'auditor.resigned', cin });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toMatch(/resigned on/);
    const badFrn = await post({ kind: 'auditor.changed', cin, frn: '12X' });
    expect(badFrn.status).toBe(400);
    expect(badFrn.body.error.message).toMatch(/frn/);
    const at = new Date(emu.clock.now() + 12 * DAY).toISOString();
    const changed = await post({ kind: 'auditor.changed', cin, at, firm: 'Trevam Dosik & Co.', frn: '131313S' });
    expect(changed.status).toBe(201);
    expect(changed.body.data).toMatchObject({ kind: 'auditor.changed', filing: { formId: 'ADT-1', attachmentLabel: 'Intimation of appointment of auditor' } });

    emu.clock.advance(13 * DAY);
    expect((await live.post(`/v1/companies/${cin}/update`)).status).toBe(202);
    emu.clock.advance(10 * 60_000);
    const listed = (await live.get(`/v1/companies/${cin}/filings?limit=200`)).body.data as Any[];
    const adt3 = listed.find((f) => f.filingId === resigned.body.data.filing.filingId);
    const adt1 = listed.find((f) => f.filingId === changed.body.data.filing.filingId);
    expect(adt3?.formId).toBe('ADT-3');
    expect(adt1?.formId).toBe('ADT-1');
    const kinds = ((await (await fetch(`${emu.url}/admin/registry/events?cin=${cin}`)).json()) as Any).data.events.map((e: Any) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['auditor.resigned', 'auditor.changed']));

    expect((await live.post(`/v1/companies/${cin}/unlock`)).status).toBe(202);
    emu.clock.advance(DAY);
    const text = async (f: Any) => (await readPdfText((await live.get(`/v1/companies/${cin}/filings/${f.filingId}/download`)).bytes!)).pages.join(' ');
    const resignation = await text(adt3);
    const firm = /Name of the auditor resigning: (.+?), Chartered Accountants/.exec(resignation)![1]!;
    expect(resignation).toContain(`Date of resignation: ${adt3.dateOfFiling}`);
    expect(resignation).toContain('Reasons for resignation: Non-receipt of information and explanations required for the audit');
    const appointment = await text(adt1);
    expect(appointment).toContain('Name of the auditor: Trevam Dosik & Co., Chartered Accountants (FRN 131313S)');
    expect(appointment).toContain(`Previous auditor: ${firm}, Chartered Accountants`);
    expect(appointment).toContain(`Date of appointment: ${adt1.dateOfFiling}`);
    expect(appointment).toContain('casual vacancy');
  }, 60_000);
});
