/**
 * A DD pack checked the way its recipient would, from the archive alone (`dossier pack verify`):
 * manifest.sig is the signature of manifest.json by the key the manifest names (and, when the
 * recipient gives the key they were sent, by that key), every file the manifest lists is there
 * with its size and SHA-256, and nothing unlisted was added. Signed or not, the manifest is also
 * compared with the report inside the pack and the pack's file names (pack-consistency.ts): an
 * edited company name shows as altered even in an unsigned pack, which is otherwise reported as
 * unsigned, never as verified. Entries are hashed as they stream.
 */
import { createHash } from 'node:crypto';
import yauzl from 'yauzl';
import { type PathRole, readableFile } from '../store';
import { checkManifestAgainstReport, REPORT_ENTRY } from './pack-consistency';
import { MANIFEST, PACK_FORMAT, type PackManifest } from './pack';
import { SIGNATURE_FILE, signatureHolds } from './pack-signature';

/** verified: signed and all holds; altered: something shows a change; unsigned: nothing found changed, but nothing proves the manifest. */
export type PackVerdict = 'verified' | 'altered' | 'unsigned';

export interface PackVerification {
  ok: boolean;
  verdict: PackVerdict;
  /** What shows the pack was altered (or cannot be read), in words; empty when nothing does. */
  problems: string[];
  /** The key the manifest names and whether the signature holds under it. */
  signature: { publicKey: string | null; fingerprint: string | null; valid: boolean; expectedKeyMatches: boolean | null };
  /** What the manifest was compared with besides its signature (the report in the pack, the file names). */
  manifestChecks: string[];
  /** For an unsigned pack: what cannot be proven, in words; null when signed. */
  unproven: string | null;
  manifest: PackManifest | null;
  /** Files checked against the manifest. */
  checked: number;
}

export const UNSIGNED_WORDS =
  'The manifest is not signed, so nothing proves it is the one the analyst wrote: whoever edits a file can edit its line in the manifest too. What could be checked without a signature was.';

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
      const keep = entry.fileName === MANIFEST || entry.fileName === SIGNATURE_FILE || REPORT_ENTRY.test(entry.fileName);
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

function unreadable(problems: string[]): PackVerification {
  const none = { publicKey: null, fingerprint: null, valid: false, expectedKeyMatches: null };
  return { ok: false, verdict: 'altered', problems, signature: none, manifestChecks: [], unproven: null, manifest: null, checked: 0 };
}

export async function verifyPackFile(zipPath: string, expectedPublicKey: string | null = null): Promise<PackVerification> {
  // A path that is no file (a folder, a device, /proc) is refused in words before any read: a read could block forever.
  readableFile(zipPath, PACK_FILE);
  let entries: Map<string, Entry>;
  try {
    entries = await readEntries(zipPath);
  } catch (error) {
    return unreadable([`the archive cannot be read: ${(error as Error).message}`]);
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
  if (!manifest || manifest.format !== PACK_FORMAT || !Array.isArray(manifest.files) || !Array.isArray(manifest.omitted)) {
    if (manifest) problems.push(`${MANIFEST} is not a ${PACK_FORMAT} manifest`);
    return unreadable(problems);
  }

  const publicKey = manifest.signer?.publicKey ?? null;
  const sig = entries.get(SIGNATURE_FILE)?.bytes?.toString('utf8') ?? null;
  const valid = publicKey !== null && sig !== null && signatureHolds(manifestBytes!, sig, publicKey);
  const expectedKeyMatches = expectedPublicKey === null ? null : publicKey !== null && expectedPublicKey.trim() === publicKey;
  const signed = publicKey !== null || sig !== null;
  if (publicKey && sig === null) problems.push(`${SIGNATURE_FILE} is missing, though the manifest names a signing key: the signature was removed or the manifest altered`);
  else if (!publicKey && sig !== null) problems.push(`${SIGNATURE_FILE} is there, but the manifest names no signing key: the manifest was altered`);
  else if (signed && !valid) problems.push(`the signature in ${SIGNATURE_FILE} does not match ${MANIFEST} and the key it names: the manifest or the signature was altered`);
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

  // Signed or not, the manifest is compared with the report inside the pack and the pack's file names.
  const reportName = [...entries.keys()].find((name) => REPORT_ENTRY.test(name)) ?? null;
  const consistency = await checkManifestAgainstReport(manifest, reportName, reportName ? (entries.get(reportName)?.bytes ?? null) : null);
  problems.push(...consistency.altered);

  const verdict: PackVerdict = problems.length > 0 ? 'altered' : signed ? 'verified' : 'unsigned';
  return {
    ok: verdict === 'verified',
    verdict,
    problems,
    signature: { publicKey, fingerprint: manifest.signer?.fingerprint ?? null, valid, expectedKeyMatches },
    manifestChecks: consistency.checked.concat(consistency.digestChecked ? [] : ['(the report carries no digest of the manifest: a pack made before Dossier printed one)']),
    unproven: signed ? null : UNSIGNED_WORDS,
    manifest,
    checked: manifest.files.length,
  };
}
