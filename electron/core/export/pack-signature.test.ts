// Library integrity: the DD pack's manifest is signed with the library's Ed25519 key, the public
// key is printed in the report, and `dossier pack verify` (verifyPackFile) checks hashes and
// signature. A byte changed in the manifest, a signature from another library, a file swapped:
// each is caught.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import yazl from 'yazl';
import { afterEach, describe, expect, it } from 'vitest';
import { AS_OF, CO, buildExportLibrary } from '../../../test/support/core/export-library';
import { readZipFile, verifyPack } from '../../../test/support/core/verify-pack';
import { extractPdfText } from '../pdf-text/extract';
import { librarySigningKey } from '../secrets';
import { exportPack, MANIFEST, SIGNATURE_FILE, fingerprintOf, type PackSigner, verifyPackFile } from './index';

function signerFor(dataKey: Uint8Array, libraryId: string): PackSigner {
  const key = librarySigningKey(dataKey, libraryId);
  return { publicKey: Buffer.from(key.publicKey).toString('base64'), fingerprint: fingerprintOf(key.publicKey), sign: (b) => Buffer.from(key.sign(b)).toString('base64') };
}

/** Rewrites a zip with `change` applied to its entries (same names, same order). */
async function rewrite(zipPath: string, change: (name: string, bytes: Buffer) => Buffer): Promise<void> {
  const entries = await readZipFile(zipPath);
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(change(e.name, e.bytes), e.name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  fs.writeFileSync(zipPath, Buffer.concat(chunks));
}

describe('the signed DD pack', () => {
  let cleanup = () => {};
  afterEach(() => cleanup());
  const dataKey = randomBytes(32);
  const signer = signerFor(dataKey, 'library-a');

  async function pack() {
    const t = buildExportLibrary();
    cleanup = t.cleanup;
    const out = path.join(t.dir, 'pack.zip');
    await exportPack(t.library, CO, out, { now: AS_OF, signer });
    return out;
  }

  it('carries manifest.sig by the library key, names the key in the manifest and prints it in the report', async () => {
    const out = await pack();
    const independent = await verifyPack(out);
    expect(independent).toMatchObject({ ok: true, signed: true });
    expect(independent.manifest?.signer).toEqual({ algorithm: 'Ed25519', publicKey: signer.publicKey, fingerprint: signer.fingerprint });
    const verified = await verifyPackFile(out, signer.publicKey);
    expect(verified).toMatchObject({ ok: true, problems: [], signature: { valid: true, expectedKeyMatches: true, publicKey: signer.publicKey } });
    const report = (await readZipFile(out)).find((e) => e.name.endsWith('_report.pdf'))!;
    const text = (await extractPdfText(report.bytes)).join('\n');
    expect(text).toContain(signer.publicKey);
    expect(text).toContain(signer.fingerprint);
    // The same library signs with the same key; another library (or data key) with another.
    expect(signerFor(dataKey, 'library-a').publicKey).toBe(signer.publicKey);
    expect(signerFor(dataKey, 'library-b').publicKey).not.toBe(signer.publicKey);
  });

  it('catches a changed manifest, a signature from another key, a swapped file and the wrong expected key', async () => {
    const out = await pack();
    const copy = (name: string) => {
      const file = path.join(path.dirname(out), name);
      fs.copyFileSync(out, file);
      return file;
    };
    const edited = copy('edited.zip');
    await rewrite(edited, (name, bytes) => (name === MANIFEST ? Buffer.from(bytes.toString('utf8').replace('"sandbox": false', '"sandbox": true ')) : bytes));
    expect((await verifyPackFile(edited)).problems).toContainEqual(expect.stringContaining('does not match manifest.json'));

    const resigned = copy('resigned.zip');
    const other = signerFor(randomBytes(32), 'library-a');
    // Another key's signature of the very same manifest bytes: the key the manifest names refuses it.
    const manifestBytes = (await readZipFile(out)).find((e) => e.name === MANIFEST)!.bytes;
    await rewrite(resigned, (name, bytes) => (name === SIGNATURE_FILE ? Buffer.from(`${other.sign(manifestBytes)}\n`) : bytes));
    expect((await verifyPackFile(resigned)).signature.valid).toBe(false);

    const swapped = copy('swapped.zip');
    await rewrite(swapped, (name, bytes) => (name.startsWith('pdfs/') ? Buffer.concat([bytes, Buffer.from(' ')]) : bytes));
    expect((await verifyPackFile(swapped)).problems).toContainEqual(expect.stringMatching(/pdfs\/.* was altered/));

    const wrongKey = await verifyPackFile(out, other.publicKey);
    expect(wrongKey).toMatchObject({ ok: false, signature: { valid: true, expectedKeyMatches: false } });
  });

  it('says a pack from a library without a signing key is unsigned, never verified, with nothing found altered', async () => {
    const t = buildExportLibrary();
    cleanup = t.cleanup;
    const out = path.join(t.dir, 'unsigned.zip');
    await exportPack(t.library, CO, out, { now: AS_OF, signer: null });
    const result = await verifyPackFile(out);
    expect(result).toMatchObject({ ok: false, verdict: 'unsigned', problems: [] });
    expect(result.unproven).toContain('nothing proves it is the one the analyst wrote');
  });
});
