/**
 * Checks a pack wherever it was opened: every file the manifest names is present with its SHA-256
 * and size, nothing unlisted was added, and the zip itself reads cleanly. One altered byte shows up
 * as a hash mismatch, a decompression failure or an unreadable archive, each named in `problems`.
 */
import { sha256Bytes } from './atomic';
import { MANIFEST, PACK_FORMAT, type PackManifest } from './pack';
import { readZipEntries, type ZipEntryData } from './zip-read';

export interface PackCheck {
  ok: boolean;
  problems: string[];
  manifest: PackManifest | null;
}

function parseManifest(entry: ZipEntryData | undefined, problems: string[]): PackManifest | null {
  if (!entry) {
    problems.push(`${MANIFEST} is missing`);
    return null;
  }
  try {
    const parsed = JSON.parse(entry.bytes.toString('utf8')) as PackManifest;
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
  let entries: ZipEntryData[];
  try {
    entries = await readZipEntries(zipPath);
  } catch (error) {
    return { ok: false, problems: [`the archive cannot be read: ${(error as Error).message}`], manifest: null };
  }
  const problems: string[] = [];
  const byName = new Map(entries.map((e) => [e.name, e]));
  const manifest = parseManifest(byName.get(MANIFEST), problems);
  if (!manifest) return { ok: false, problems, manifest: null };
  const listed = new Set<string>();
  for (const f of manifest.files) {
    listed.add(f.path);
    const entry = byName.get(f.path);
    if (!entry) {
      problems.push(`${f.path} is listed in the manifest but missing from the pack`);
      continue;
    }
    const actual = sha256Bytes(entry.bytes);
    if (actual !== f.sha256) problems.push(`${f.path} was altered: SHA-256 ${actual}, manifest says ${f.sha256}`);
    else if (entry.bytes.byteLength !== f.bytes) problems.push(`${f.path} has ${entry.bytes.byteLength} bytes, manifest says ${f.bytes}`);
  }
  for (const e of entries) if (e.name !== MANIFEST && !listed.has(e.name)) problems.push(`${e.name} is in the pack but not in the manifest`);
  return { ok: problems.length === 0, problems, manifest };
}
