/**
 * The zip road's faults over real HTTP: addresses that expire after one use or N seconds (and the
 * fresh address the next status read hands out), HTTP Range resumption, a download cut mid-body,
 * a truncated archive, a stray entry, and entry names in other schemes. Each archive entry is
 * checked against the filing rows and PDFs the API itself serves.
 */
import { PDFDocument } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../clock';
import type { EmulatorHandle } from '../index';
import { readZipEntries } from '../pdf/index';
import { liveCompanies, startTestEmulator, TestClient } from '../../test/support/emulator/server-support';

let emu: EmulatorHandle;
let live: TestClient;
let cin: string;
// biome-ignore lint/suspicious/noExplicitAny: filing rows are read field by field
let rows: any[];

beforeAll(async () => {
  emu = await startTestEmulator();
  live = new TestClient(emu.url, emu.keys.live);
  cin = liveCompanies(emu.registry).find((c) => emu.registry.filings(c.cin).length >= 8)!.cin;
  expect((await live.post(`/v1/companies/${cin}/unlock`)).status).toBe(202);
  emu.clock.advance(DAY);
  rows = (await live.get(`/v1/companies/${cin}/filings?limit=200`)).body.data;
});
afterAll(() => emu.close());
afterEach(() => emu.faults.reset());

async function blobUrl(): Promise<string> {
  const stage = (await live.get(`/v1/companies/${cin}/unlock`)).body.data.job.processingStages.documentDownloadV3;
  expect(stage.status).toBe('success');
  return stage.zipFiles[0].blob_url;
}

async function pages(pdf: Uint8Array): Promise<number> {
  return (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
}

describe('zip addresses that expire', () => {
  it('after first use: the second download is refused as storage refuses it, the next status read gives a fresh address', async () => {
    emu.faults.set({ zipUrlMaxUses: 1 });
    const url = await blobUrl();
    expect(url).toMatch(/\?se=.*&sig=/);
    expect((await fetch(url)).status).toBe(200);
    const again = await fetch(url);
    expect(again.status).toBe(403);
    expect(again.headers.get('content-type')).toContain('application/xml');
    expect(await again.text()).toMatch(/<Code>AuthenticationFailed<\/Code>/);
    expect((await fetch(url.split('?')[0]!)).status).toBe(403);
    const fresh = await blobUrl();
    expect(fresh).not.toBe(url);
    expect((await fetch(fresh)).status).toBe(200);
  });

  it('after N seconds of the clock, answering 404 BlobNotFound when asked to', async () => {
    emu.faults.set({ zipUrlTtlSeconds: 60, zipUrlExpiredStatus: 404 });
    const url = await blobUrl();
    expect((await fetch(url)).status).toBe(200);
    expect((await fetch(url)).status).toBe(200);
    emu.clock.advance(61_000);
    const late = await fetch(url);
    expect(late.status).toBe(404);
    expect(await late.text()).toMatch(/<Code>BlobNotFound<\/Code>/);
    expect((await fetch(await blobUrl())).status).toBe(200);
  });
});

describe('ranges and cut downloads', () => {
  it('honours a single Range with 206 and Content-Range, a suffix range, and refuses one past the end with 416', async () => {
    const url = await blobUrl();
    const whole = new Uint8Array(await (await fetch(url)).arrayBuffer());
    const part = await fetch(url, { headers: { range: 'bytes=100-' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-${whole.length - 1}/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(whole.subarray(100)))).toBe(true);
    const tail = await fetch(url, { headers: { range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(Buffer.from(whole.subarray(-10)))).toBe(true);
    const past = await fetch(url, { headers: { range: `bytes=${whole.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${whole.length}`);
  });

  it('cuts the next download after K bytes; resuming from there with Range gives the same archive', async () => {
    const url = await blobUrl();
    const whole = Buffer.from(await (await fetch(url)).arrayBuffer());
    emu.faults.cutBlobDownloads(1, 5_000);
    const cut = await fetch(url);
    expect(cut.headers.get('content-length')).toBe(String(whole.length));
    const received: Buffer[] = [];
    await expect(
      (async () => {
        for await (const chunk of cut.body as unknown as AsyncIterable<Uint8Array>) received.push(Buffer.from(chunk));
      })(),
    ).rejects.toThrow();
    const head = Buffer.concat(received);
    expect(head.length).toBe(5_000);
    const rest = await fetch(url, { headers: { range: `bytes=${head.length}-` } });
    expect(rest.status).toBe(206);
    expect(Buffer.concat([head, Buffer.from(await rest.arrayBuffer())]).equals(whole)).toBe(true);
  });
});

describe('archive content faults', () => {
  it('a truncated archive cannot be read as a zip', async () => {
    const url = await blobUrl();
    const whole = (await (await fetch(url)).arrayBuffer()).byteLength;
    emu.faults.set({ zipTruncated: true });
    const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
    expect(bytes.length).toBeLessThan(whole);
    await expect(readZipEntries(bytes)).rejects.toThrow();
  });

  it('a stray entry is a real PDF whose name, size and pages match no filing', async () => {
    emu.faults.set({ zipStrayEntry: true });
    const entries = await readZipEntries(new Uint8Array(await (await fetch(await blobUrl())).arrayBuffer()));
    const ids = new Set(rows.map((r) => `${r.filingId}.pdf`));
    const strays = entries.filter((e) => !ids.has(e.name));
    expect(strays).toHaveLength(1);
    const stray = strays[0]!;
    expect(stray.name).toMatch(/^flg_[A-Za-z0-9]+\.pdf$/);
    expect(new TextDecoder().decode(stray.data.subarray(0, 5))).toBe('%PDF-');
    const strayPages = await pages(stray.data);
    expect(rows.some((r) => r.fileSize === stray.data.length && r.numberOfPages === strayPages)).toBe(false);
  });

  it.each(['document', 'opaque'] as const)('names entries in the %s scheme: no filing id in a name, every entry still a listed filing', async (scheme) => {
    emu.faults.set({ zipEntryNames: scheme });
    const entries = await readZipEntries(new Uint8Array(await (await fetch(await blobUrl())).arrayBuffer()));
    expect(entries.length).toBe(Math.min(100, rows.length));
    for (const entry of entries) {
      expect(entry.name).not.toMatch(/flg_/);
      if (scheme === 'document') expect(entry.name).toMatch(/^[A-Za-z0-9-]+_\d{8}_\d{4}\.pdf$/);
      const candidates = rows.filter((r) => r.fileSize === entry.data.length);
      expect(candidates.length).toBeGreaterThan(0);
      const served = await live.get(`/v1/companies/${cin}/filings/${candidates[0].filingId}/download`);
      if (candidates.length === 1) expect(Buffer.from(served.bytes!).equals(Buffer.from(entry.data))).toBe(true);
    }
    expect(new Set(entries.map((e) => e.name)).size).toBe(entries.length);
  });

  it('limits the content faults to the batches named', async () => {
    emu.faults.set({ zipEntryNames: 'opaque', zipFaultBatches: [2] });
    const entries = await readZipEntries(new Uint8Array(await (await fetch(await blobUrl())).arrayBuffer()));
    expect(entries.every((e) => e.name.startsWith('flg_'))).toBe(true);
  });
});

describe('fault settings', () => {
  it('are validated on the admin route with the field named', async () => {
    const put = (body: unknown) => fetch(`${emu.url}/admin/faults`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const bad = await put({ zipUrlMaxUses: 0 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toMatch(/zipUrlMaxUses/);
    const good = await put({ zipEntryNames: 'document', cutBlobDownloads: { count: 2, afterBytes: 10 } });
    expect(((await good.json()) as { data: unknown }).data).toMatchObject({ zipEntryNames: 'document', cutBlobDownloads: { remaining: 2, afterBytes: 10 } });
  });

  it('are taken at start and refused there when malformed', async () => {
    await expect(startTestEmulator({ faults: { zipEntryNames: 'numbered' } as never })).rejects.toThrow(/zipEntryNames/);
    const started = await startTestEmulator({ faults: { zipTruncated: true, zipUrlMaxUses: 1 } });
    try {
      expect(started.faults.get()).toMatchObject({ zipTruncated: true, zipUrlMaxUses: 1 });
    } finally {
      await started.close();
    }
  });
});
