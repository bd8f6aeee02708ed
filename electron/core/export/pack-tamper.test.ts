// Issue 27 item 13: `pack verify` reports altered files and an altered manifest as altered, signed
// or not. A signed pack verifies; an altered PDF is named; an edited company name in the manifest
// breaks the signature of a signed pack and, in an unsigned one, no longer matches the report in
// the pack (its metadata and the digest of the manifest it prints). An unsigned pack with nothing
// altered is "unsigned", never "verified". The digest is recomputed here from the manifest the
// test reads, and read back from the report's own text with pdf.js, not from the code under test.
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AS_OF, CO, buildExportLibrary } from '../../../test/support/core/export-library';
import { readZipFile, rewriteZip } from '../../../test/support/core/verify-pack';
import { extractPdfText } from '../pdf-text/extract';
import { librarySigningKey } from '../secrets';
import { exportPack, fingerprintOf, MANIFEST, type PackManifest, type PackSigner, verifyPackFile } from './index';

const NAME = 'Zenith Lotus Software Private Limited';

function signer(): PackSigner {
  const key = librarySigningKey(randomBytes(32), 'library-tamper');
  return { publicKey: Buffer.from(key.publicKey).toString('base64'), fingerprint: fingerprintOf(key.publicKey), sign: (b) => Buffer.from(key.sign(b)).toString('base64') };
}

/** The manifest's lines but the report's, in the order the pack's writer documents (pack-contents.ts). */
function digestOf(m: PackManifest, reportName: string): string {
  const canonical = {
    format: m.format,
    companyId: m.companyId,
    companyName: m.companyName,
    asOf: m.asOf,
    sandbox: m.sandbox,
    files: m.files.filter((f) => f.path !== reportName).map((f) => ({ path: f.path, bytes: f.bytes, sha256: f.sha256, requestId: f.requestId, filingId: f.filingId ?? null })),
    omitted: m.omitted.map((o) => ({ filingId: o.filingId, reason: o.reason })),
    signer: m.signer,
  };
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

const editName = (name: string, bytes: Buffer) => (name === MANIFEST ? Buffer.from(bytes.toString('utf8').replace(`"companyName": "${NAME}"`, '"companyName": "Some Other Company Limited"')) : bytes);
const alterPdf = (name: string, bytes: Buffer) => (name.startsWith('pdfs/') ? Buffer.concat([bytes, Buffer.from(' ')]) : bytes);

describe('pack verify, signed or not', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());

  async function pack(withKey: PackSigner | null) {
    const t = buildExportLibrary();
    cleanup = t.cleanup;
    const out = path.join(t.dir, withKey ? 'signed.zip' : 'unsigned.zip');
    await exportPack(t.library, CO, out, { now: AS_OF, signer: withKey });
    const copy = async (name: string, change: (n: string, b: Buffer) => Buffer) => {
      const file = path.join(t.dir, name);
      await rewriteZip(out, change, file);
      return file;
    };
    return { out, copy };
  }

  it('prints the digest of the manifest in the pack’s report, as the report’s own text says', async () => {
    const { out } = await pack(null);
    const entries = await readZipFile(out);
    const manifest = JSON.parse(entries.find((e) => e.name === MANIFEST)!.bytes.toString('utf8')) as PackManifest;
    const report = entries.find((e) => e.name === `${CO}_report.pdf`)!;
    const text = (await extractPdfText(report.bytes)).join(' ').replace(/\s+/g, ' ');
    expect(text).toContain(digestOf(manifest, report.name));
  });

  it('verifies a signed pack; names an altered PDF; an edited company name breaks the signature and is named', async () => {
    const { out, copy } = await pack(signer());
    expect(await verifyPackFile(out)).toMatchObject({ ok: true, verdict: 'verified', problems: [], unproven: null });

    const pdf = await verifyPackFile(await copy('pdf.zip', alterPdf));
    expect(pdf).toMatchObject({ ok: false, verdict: 'altered' });
    expect(pdf.problems).toContainEqual(expect.stringMatching(/^pdfs\/.*_flg_.*\.pdf was altered: SHA-256/));

    const renamed = await verifyPackFile(await copy('renamed.zip', editName));
    expect(renamed).toMatchObject({ ok: false, verdict: 'altered', signature: { valid: false } });
    expect(renamed.problems).toContainEqual(expect.stringContaining('does not match manifest.json'));
    expect(renamed.problems).toContainEqual(`manifest.json names the company "Some Other Company Limited", the report in the pack "${NAME}"`);
  });

  it('unsigned: nothing altered is "unsigned" (what cannot be proven said plainly); an edited name or PDF is altered', async () => {
    const { out, copy } = await pack(null);
    const clean = await verifyPackFile(out);
    expect(clean).toMatchObject({ ok: false, verdict: 'unsigned', problems: [] });
    expect(clean.unproven).toMatch(/^The manifest is not signed, so nothing proves it is the one the analyst wrote/);
    expect(clean.manifestChecks.join('; ')).toContain('the digest printed in');

    const renamed = await verifyPackFile(await copy('renamed.zip', editName));
    expect(renamed).toMatchObject({ verdict: 'altered', unproven: expect.stringContaining('not signed') });
    expect(renamed.problems).toContainEqual(`manifest.json names the company "Some Other Company Limited", the report in the pack "${NAME}"`);
    expect(renamed.problems).toContainEqual(expect.stringMatching(/^manifest\.json does not match the digest of its lines printed in .*_report\.pdf/));

    // A file line edited along with the file it names: the hashes agree, the report's digest does not.
    const entries = await readZipFile(out);
    const target = entries.find((e) => e.name.startsWith('pdfs/'))!;
    const altered = Buffer.concat([target.bytes, Buffer.from(' ')]);
    const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
    const both = await verifyPackFile(
      await copy('both.zip', (name, bytes) => {
        if (name === target.name) return altered;
        if (name !== MANIFEST) return bytes;
        return Buffer.from(bytes.toString('utf8').replace(sha(target.bytes), sha(altered)).replace(`"bytes": ${target.bytes.byteLength},`, `"bytes": ${altered.byteLength},`));
      }),
    );
    expect(both.verdict).toBe('altered');
    expect(both.problems).toEqual([expect.stringMatching(/^manifest\.json does not match the digest of its lines printed in/)]);
  });
});
