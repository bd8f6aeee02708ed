/**
 * Test support: checks a pack the way its recipient would, from the archive alone: every file the manifest names is present with its SHA-256
 * and size, nothing unlisted was added, and the zip itself reads cleanly. One altered byte shows up
 * as a hash mismatch, a decompression failure or an unreadable archive, each named in `problems`.
 */
import { createHash, createPublicKey, verify } from 'node:crypto';
import fs from 'node:fs/promises';
import { readZipEntries, type ZipEntry } from '../../../emulator/pdf/index';
import { MANIFEST, PACK_FORMAT, type PackManifest, SIGNATURE_FILE } from '../../../electron/core/export';

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Every file of a zip on disk, its bytes as a Buffer. */
export async function readZipFile(zipPath: string): Promise<Array<{ name: string; bytes: Buffer }>> {
  const entries = await readZipEntries(new Uint8Array(await fs.readFile(zipPath)));
  return entries.map((e) => ({ name: e.name, bytes: Buffer.from(e.data) }));
}

export interface PackCheck {
  ok: boolean;
  problems: string[];
  manifest: PackManifest | null;
  /** True when manifest.sig is the Ed25519 signature of manifest.json by the key the manifest names. */
  signed: boolean;
}

/** Checked with Node's crypto directly from the raw key (SPKI = fixed prefix + 32 bytes), not with Dossier's helpers. */
function signatureHolds(manifest: Uint8Array, signature: Uint8Array | undefined, publicKey: string | undefined): boolean {
  if (!signature || !publicKey) return false;
  const key = createPublicKey({ key: Buffer.concat([Buffer.from('302a300506032b6570032100', 'hex'), Buffer.from(publicKey, 'base64')]), format: 'der', type: 'spki' });
  return verify(null, manifest, key, Buffer.from(Buffer.from(signature).toString('utf8').trim(), 'base64'));
}

function parseManifest(entry: ZipEntry | undefined, problems: string[]): PackManifest | null {
  if (!entry) {
    problems.push(`${MANIFEST} is missing`);
    return null;
  }
  try {
    const parsed = JSON.parse(Buffer.from(entry.data).toString('utf8')) as PackManifest;
    if (parsed.format !== PACK_FORMAT || !Array.isArray(parsed.files)) {
      problems.push(`${MANIFEST} is not a ${PACK_FORMAT} manifest`);
      return null;
    }
    return parsed;
  } catch (error) {
    problems.push(`${MANIFEST} is not valid JSON: ${(error as Error).message}`);
    return null;
  }
}

export async function verifyPack(zipPath: string): Promise<PackCheck> {
  let entries: ZipEntry[];
  try {
    entries = await readZipEntries(new Uint8Array(await fs.readFile(zipPath)));
  } catch (error) {
    return { ok: false, problems: [`the archive cannot be read: ${(error as Error).message}`], manifest: null, signed: false };
  }
  const problems: string[] = [];
  const byName = new Map(entries.map((e) => [e.name, e]));
  const manifest = parseManifest(byName.get(MANIFEST), problems);
  if (!manifest) return { ok: false, problems, manifest: null, signed: false };
  const listed = new Set<string>();
  for (const f of manifest.files) {
    listed.add(f.path);
    const entry = byName.get(f.path);
    if (!entry) {
      problems.push(`${f.path} is listed in the manifest but missing from the pack`);
      continue;
    }
    const actual = sha256(entry.data);
    if (actual !== f.sha256) problems.push(`${f.path} was altered: SHA-256 ${actual}, manifest says ${f.sha256}`);
    else if (entry.data.byteLength !== f.bytes) problems.push(`${f.path} has ${entry.data.byteLength} bytes, manifest says ${f.bytes}`);
  }
  for (const e of entries) if (e.name !== MANIFEST && e.name !== SIGNATURE_FILE && !listed.has(e.name)) problems.push(`${e.name} is in the pack but not in the manifest`);
  const signed = signatureHolds(byName.get(MANIFEST)!.data, byName.get(SIGNATURE_FILE)?.data, manifest.signer?.publicKey);
  if (byName.has(SIGNATURE_FILE) && !signed) problems.push(`${SIGNATURE_FILE} does not hold for ${MANIFEST}`);
  return { ok: problems.length === 0, problems, manifest, signed };
}

/** Rewrites a zip on disk with `change` applied to each entry (same names, same order): a pack tampered with. */
export async function rewriteZip(zipPath: string, change: (name: string, bytes: Buffer) => Buffer, out = zipPath): Promise<void> {
  const { default: yazl } = await import('yazl');
  const entries = await readZipFile(zipPath);
  const zip = new yazl.ZipFile();
  for (const e of entries) zip.addBuffer(change(e.name, e.bytes), e.name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const c of zip.outputStream) chunks.push(c as Buffer);
  await fs.writeFile(out, Buffer.concat(chunks));
}
