/**
 * The library as evidence: `library check [--repair]`, `library backup <folder>`, `library restore
 * <folder> [--replace]` and `pack verify <zip> [--key <base64>]`. A check or a verification that
 * finds a problem prints what it found and exits 1, so a script can rely on exit 0 meaning "all hold".
 */
import path from 'node:path';
import type { LibraryCheckReport } from '../../../shared/bridge/library-check';
import type { PackVerification } from '../../core/export';
import { errorToData } from '../../core/bridge-handlers';
import { sentence } from '../../../shared/sentences';
import { failure, fromAppError, usageError } from '../exit-codes';
import { clip } from '../ids';
import type { Output } from '../output';
import { pathArg } from '../path-arg';
import type { CliSession } from '../session';
import { formatIndianNumber } from '../../../shared/money';

const count = (n: number) => n.toLocaleString('en-IN');

export function renderCheck(r: LibraryCheckReport): string {
  const lines = [
    `Library checked ${r.checkedAt}: ${count(r.counts.companies)} companies, ${count(r.counts.filings)} filings, ${count(r.counts.documents)} PDFs, ${count(r.counts.notes)} notes, ${count(r.counts.ledgerEntries)} ledger entries.`,
    `Database (SQLite integrity_check): ${r.databaseProblems.length === 0 ? 'ok' : r.databaseProblems.join('; ')}`,
    `Search indexes: ${r.searchProblems.length === 0 ? 'ok' : r.searchProblems.join('; ')}${r.searchRebuilt.length > 0 ? ` (rebuilt: ${r.searchRebuilt.join(', ')})` : ''}`,
    `PDFs: ${count(r.documents.intact)} of ${count(r.documents.checked)} match the SHA-256 and size recorded when they were bought.`,
  ];
  for (const p of r.documents.problems) {
    lines.push(
      p.problem === 'missing'
        ? `  MISSING  ${p.filingId} (${p.companyId})  ${p.path}`
        : `  ALTERED  ${p.filingId} (${p.companyId})  ${p.path}: ${p.actualBytes} bytes, SHA-256 ${p.actualSha256}; recorded ${p.expectedBytes} bytes, ${p.expectedSha256}`,
    );
  }
  if (r.orphans.length > 0) {
    lines.push(`Files no record names: ${formatIndianNumber(r.orphans.length)}${r.quarantinedTo ? `, moved to ${r.quarantinedTo}` : ' (dossier library check --repair moves them to quarantine/)'}`);
    for (const o of r.orphans) lines.push(`  ${o}`);
  }
  if (r.documents.problems.length > 0) lines.push('A missing or altered PDF is never changed here: restore it from a backup (dossier library restore) or mirror the filing again.');
  lines.push(r.ok ? 'All hold.' : 'Problems found.');
  return lines.join('\n');
}

export async function check(out: Output, session: CliSession, repair: boolean): Promise<void> {
  const report = await session.call('library.check', { repair });
  if (report.ok) {
    out.result(report, () => renderCheck(report));
    return;
  }
  if (!out.json) out.show(renderCheck(report));
  throw failure('LIBRARY_CHECK_FAILED', 'The library check found problems (listed above).', { report });
}

/** Runs a core step outside a session, keeping its code, path and hint. */
async function asCliError<T>(step: () => Promise<T> | T): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw fromAppError(errorToData(error));
  }
}

/**
 * Where `library backup` writes, checked before the library is opened (so a refusal is at once and
 * writes nothing, not even a new library): the store's checks, those of the data folder.
 */
export async function backupTarget(dataDir: string, dest: string): Promise<string> {
  const target = pathArg(dest, 'The backup folder');
  const { checkBackupTarget } = await import('../../core/store');
  return asCliError(() => checkBackupTarget(target, dataDir));
}

export async function backup(out: Output, session: CliSession, target: string): Promise<void> {
  out.note(`Writing a backup of the library into the new folder ${target}${path.sep}`);
  const manifest = await session.backup(target);
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, manifest.database.bytes);
  out.result({ path: target, ...manifest }, () =>
    [
      `Wrote the backup ${target}${path.sep}: library.db (schema version ${manifest.schemaVersion}, SHA-256 ${manifest.database.sha256}) and ${count(manifest.files.length)} PDFs, ${count(bytes)} bytes in all.`,
      `Its manifest.json lists every file with its SHA-256; restore with: dossier library restore "${target}"`,
    ].join('\n'),
  );
}

export async function restore(out: Output, dataDir: string, from: string, replace: boolean): Promise<void> {
  const source = pathArg(from, 'The backup folder');
  // The library must not be open while it is replaced: no session, only the store's restore.
  const { restoreLibrary } = await import('../../core/store');
  const result = await asCliError(() => restoreLibrary(source, dataDir, { replace, now: new Date().toISOString() }));
  out.result(result, () =>
    [
      `Restored the library in ${dataDir} from ${result.restoredFrom} (made ${result.manifest.createdAt}; every file matched its manifest).`,
      result.replacedKeptIn ? `The library that was there is kept in ${result.replacedKeptIn}` : null,
    ]
      .filter((l) => l !== null)
      .join('\n'),
  );
}

/** The verdict in words: what was checked, the signature (or why an unsigned manifest proves nothing), each alteration. */
export function renderVerification(file: string, v: PackVerification): string {
  const altered = v.problems.length;
  const lines = [
    `${file}: ${v.checked} files checked against the manifest.`,
    v.signature.publicKey
      ? `Signed with the Ed25519 key ${v.signature.publicKey} (fingerprint ${v.signature.fingerprint}): signature ${v.signature.valid ? 'holds' : 'DOES NOT hold'}.`
      : `Not signed. ${v.unproven ?? ''}`.trim(),
    v.signature.publicKey && v.signature.expectedKeyMatches === null ? 'Compare that key with the one printed in the report the analyst sent you, or pass it with --key.' : null,
    v.manifestChecks.length > 0 ? `The manifest was also compared with: ${v.manifestChecks.join('; ')}.` : null,
    ...v.problems.map((p) => `  ALTERED  ${p}`),
    v.verdict === 'verified'
      ? 'The pack is as it was signed.'
      : v.verdict === 'altered'
        ? `The pack was altered or damaged (${altered} ${altered === 1 ? 'finding' : 'findings'} above): it does not verify.`
        : 'Unsigned: nothing in the pack was found altered, but an unsigned manifest cannot be proven unaltered.',
  ];
  return lines.filter((l): l is string => l !== null).join('\n');
}

/** A raw 32-byte Ed25519 public key in standard base64, as a pack's report prints it (44 characters, ending in "="). */
const PUBLIC_KEY = /^[A-Za-z0-9+/]{43}=$/;

/** `--key`: the form of a public key is checked before the pack is read; anything else is exit 2, naming the form. */
export function publicKeyArg(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const key = raw.trim();
  if (PUBLIC_KEY.test(key)) return key;
  throw usageError(
    'BAD_PUBLIC_KEY',
    `--key ${JSON.stringify(clip(key))} is not an Ed25519 public key: the key a pack's report prints is 44 characters of base64 (32 bytes), letters, digits, + and /, ending in "=". Nothing was verified.`,
    { hint: 'Copy the "Public key (Ed25519, base64)" line of the report the analyst sent, or leave --key out to see the key the pack was signed with.' },
  );
}

export async function verifyPack(out: Output, zip: string, expectedKey: string | undefined): Promise<void> {
  const key = publicKeyArg(expectedKey);
  const file = pathArg(zip, 'The pack');
  const { verifyPackFile } = await import('../../core/export');
  const v = await asCliError(() => verifyPackFile(file, key));
  if (v.ok) {
    out.result(v, () => renderVerification(file, v));
    return;
  }
  if (!out.json) out.show(renderVerification(file, v));
  if (v.verdict === 'unsigned') {
    throw failure('PACK_UNSIGNED', `${file} is not signed: nothing was found altered, but its manifest cannot be proven unaltered.`, { verification: v });
  }
  throw failure('PACK_NOT_VERIFIED', sentence(`${file} does not verify: ${v.problems.join('; ')}`), { verification: v });
}
