/**
 * A DD pack checked the way its recipient would, from the archive alone (`dossier pack verify`):
 * manifest.sig is the signature of manifest.json by the key the manifest names (and, when the
 * recipient gives the key they were sent, by that key), every file the manifest lists is there
 * with its size and SHA-256, and nothing unlisted was added. Entries are hashed as they stream.
 */
import { createHash } from 'node:crypto';
import yauzl from 'yauzl';
import { type PathRole, readableFile } from '../store';
import { MANIFEST, PACK_FORMAT, type PackManifest } from './pack';
import { SIGNATURE_FILE, signatureHolds } from './pack-signature';

export interface PackVerification {
  ok: boolean;
  problems: string[];
  /** The key the manifest names and whether the signature holds under it. */
  signature: { publicKey: string | null; fingerprint: string | null; valid: boolean; expectedKeyMatches: boolean | null };
  manifest: PackManifest | null;
  /** Files checked against the manifest. */
  checked: number;
}

interface Entry {
  bytes?: Buffer;
  sha256: string;
  size: number;
}

/** Every entry's SHA-256 and size; the manifest and the signature are kept whole. */
async function readEntries(zipPath: string): Promise<Map<string, Entry>> {
  const zip = await yauzl.openPromise(zipPath, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true });
  const out = new Map<string, Entry>();
  try {
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName.endsWith('/')) continue;
      const stream = await zip.openReadStreamPromise(entry);
      const hash = createHash('sha256');
      const keep = entry.fileName === MANIFEST || entry.fileName === SIGNATURE_FILE;
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of stream) {
        const b = chunk as Buffer;
        hash.update(b);
        size += b.byteLength;
        if (keep) chunks.push(b);
      }
      out.set(entry.fileName, { sha256: hash.digest('hex'), size, ...(keep ? { bytes: Buffer.concat(chunks) } : {}) });
    }
  } finally {
    zip.close();
  }
  return out;
}

const PACK_FILE: PathRole = { code: 'PATH_UNUSABLE', name: 'pack', hint: 'Give the path of the pack (.zip) the analyst sent.' };

export async function verifyPackFile(zipPath: string, expectedPublicKey: string | null = null): Promise<PackVerification> {
  // A path that is no file (a folder, a device, /proc) is refused in words before any read: a read could block forever.
  readableFile(zipPath, PACK_FILE);
  const none = { publicKey: null, fingerprint: null, valid: false, expectedKeyMatches: null };
  let entries: Map<string, Entry>;
  try {
    entries = await readEntries(zipPath);
  } catch (error) {
    return { ok: false, problems: [`the archive cannot be read: ${(error as Error).message}`], signature: none, manifest: null, checked: 0 };
  }
  const problems: string[] = [];
  const manifestBytes = entries.get(MANIFEST)?.bytes;
  let manifest: PackManifest | null = null;
  try {
    manifest = manifestBytes ? (JSON.parse(manifestBytes.toString('utf8')) as PackManifest) : null;
  } catch (error) {
    problems.push(`${MANIFEST} is not valid JSON: ${(error as Error).message}`);
  }
  if (!manifestBytes) problems.push(`${MANIFEST} is missing`);
  if (!manifest || manifest.format !== PACK_FORMAT || !Array.isArray(manifest.files)) {
    if (manifest) problems.push(`${MANIFEST} is not a ${PACK_FORMAT} manifest`);
    return { ok: false, problems, signature: none, manifest: null, checked: 0 };
  }

  const publicKey = manifest.signer?.publicKey ?? null;
  const sig = entries.get(SIGNATURE_FILE)?.bytes?.toString('utf8') ?? null;
  const valid = publicKey !== null && sig !== null && signatureHolds(manifestBytes!, sig, publicKey);
  const expectedKeyMatches = expectedPublicKey === null ? null : publicKey !== null && expectedPublicKey.trim() === publicKey;
  if (!publicKey) problems.push('the pack is not signed: its manifest names no signing key');
  else if (sig === null) problems.push(`${SIGNATURE_FILE} is missing`);
  else if (!valid) problems.push(`the signature in ${SIGNATURE_FILE} does not match ${MANIFEST} and the key it names: the manifest or the signature was altered`);
  if (expectedKeyMatches === false) problems.push(`the pack is signed with ${publicKey ?? 'no key'}, not with the key given (${expectedPublicKey})`);

  const listed = new Set<string>([MANIFEST, SIGNATURE_FILE]);
  for (const f of manifest.files) {
    listed.add(f.path);
    const entry = entries.get(f.path);
    if (!entry) problems.push(`${f.path} is listed in the manifest but missing from the pack`);
    else if (entry.sha256 !== f.sha256) problems.push(`${f.path} was altered: SHA-256 ${entry.sha256}, the manifest says ${f.sha256}`);
    else if (entry.size !== f.bytes) problems.push(`${f.path} has ${entry.size} bytes, the manifest says ${f.bytes}`);
  }
  for (const name of entries.keys()) if (!listed.has(name)) problems.push(`${name} is in the pack but not in the manifest`);
  return {
    ok: problems.length === 0,
    problems,
    signature: { publicKey, fingerprint: manifest.signer?.fingerprint ?? null, valid, expectedKeyMatches },
    manifest,
    checked: manifest.files.length,
  };
}
