/**
 * Personal data inside stored registry JSON (shared/api/personal-fields.ts: the PAN in a master
 * record's director rows, contact-tier fields wherever they turn up) is kept apart from the rest:
 * the JSON column holds the record without them, `personal_fields` holds them sealed with the data
 * key (AES-GCM, bound to the record by its associated data), like the director contact tier. The
 * library file alone never shows a PAN. A write merges the new read into the whole stored record
 * (json-merge.ts's rule) and splits the result again, so no field is lost to the split.
 *
 * Without the data key (no keychain and no DOSSIER_DATA_KEY, as on a headless machine) personal
 * fields are never written in the clear: a new read's are withheld (the core says so in its
 * notices), and what is already sealed stays sealed, untouched, until the key is back.
 */
import type Database from 'better-sqlite3';
import { isPersonalField } from '../../../shared/api/personal-fields';
import type { Cipher } from './cipher';
import type { StoreContext } from './context';
import { mergeJson } from './json-merge';

export type PersonalRecordKind = 'company-master' | 'director-profile';

/** One personal value and where it sits in its record. */
export interface PersonalValue {
  path: Array<string | number>;
  value: unknown;
}

const isRec = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The record without its personal fields, and those fields with their paths. */
export function splitPersonal(json: unknown): { plain: unknown; personal: PersonalValue[] } {
  const personal: PersonalValue[] = [];
  const walk = (v: unknown, at: Array<string | number>): unknown => {
    if (Array.isArray(v)) return v.map((item, i) => walk(item, [...at, i]));
    if (!isRec(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(v)) {
      if (isPersonalField(key) && item !== null && item !== undefined && item !== '') personal.push({ path: [...at, key], value: item });
      else out[key] = walk(item, [...at, key]);
    }
    return out;
  };
  return { plain: walk(json, []), personal };
}

/** The record with its personal fields put back (a path whose parent is gone is dropped). */
export function restorePersonal(plain: unknown, personal: readonly PersonalValue[]): unknown {
  const copy = structuredClone(plain);
  for (const { path, value } of personal) {
    let node: unknown = copy;
    for (const step of path.slice(0, -1)) node = isRec(node) || Array.isArray(node) ? (node as Record<string | number, unknown>)[step] : undefined;
    const last = path[path.length - 1];
    if (isRec(node) && typeof last === 'string') node[last] = value;
  }
  return copy;
}

const aad = (kind: PersonalRecordKind, id: string) => new TextEncoder().encode(`personal:${kind}:${id}`);

/** Seals and stores (or, for none, removes) a record's personal values. Works on a bare connection (migrations). */
export function putPersonal(db: Database.Database, cipher: Cipher | null, kind: PersonalRecordKind, id: string, personal: readonly PersonalValue[]): void {
  if (personal.length === 0) {
    db.prepare('DELETE FROM personal_fields WHERE record_kind = ? AND record_id = ?').run(kind, id);
    return;
  }
  if (!cipher) return; // withheld: never in the clear
  const sealed = cipher.encrypt(new TextEncoder().encode(JSON.stringify(personal)), aad(kind, id));
  db.prepare(
    `INSERT INTO personal_fields (record_kind, record_id, ciphertext, iv, tag) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (record_kind, record_id) DO UPDATE SET ciphertext = excluded.ciphertext, iv = excluded.iv, tag = excluded.tag`,
  ).run(kind, id, Buffer.from(sealed.ciphertext), Buffer.from(sealed.iv), Buffer.from(sealed.tag));
}

function getPersonal(ctx: StoreContext, kind: PersonalRecordKind, id: string): PersonalValue[] {
  const row = ctx.stmt('SELECT ciphertext, iv, tag FROM personal_fields WHERE record_kind = ? AND record_id = ?').get(kind, id) as
    | { ciphertext: Buffer; iv: Buffer; tag: Buffer }
    | undefined;
  if (!row || !ctx.personalCipher) return [];
  const plain = ctx.personalCipher.decrypt({ iv: row.iv, tag: row.tag, ciphertext: row.ciphertext }, aad(kind, id));
  return JSON.parse(new TextDecoder().decode(plain)) as PersonalValue[];
}

/**
 * Merges a new read into the stored record (its personal fields included) and stores the result
 * split: returns the JSON text for the record's column; the personal part is sealed in place.
 */
export function mergeRecord(ctx: StoreContext, kind: PersonalRecordKind, id: string, storedText: string | null | undefined, newer: unknown): string {
  const stored: unknown = storedText === null || storedText === undefined ? undefined : JSON.parse(storedText);
  if (!ctx.personalCipher) {
    // Sealed fields cannot be opened: they keep their row as it is; the new read's are withheld.
    const { plain: plainNewer, personal } = splitPersonal(newer);
    if (personal.length > 0) ctx.withheldPersonal += 1;
    return JSON.stringify(stored === undefined ? (plainNewer ?? null) : mergeJson(stored, plainNewer));
  }
  const storedPersonal = stored === undefined ? [] : getPersonal(ctx, kind, id);
  const whole = stored === undefined ? (newer ?? null) : mergeJson(restorePersonal(stored, storedPersonal), newer);
  const split = splitPersonal(whole);
  if (split.personal.length > 0 || storedPersonal.length > 0) putPersonal(ctx.db, ctx.personalCipher, kind, id, split.personal);
  return JSON.stringify(split.plain);
}

const UNSEALED_FLAG = 'personal-fields-unsealed';
const SOURCES = [
  { kind: 'company-master' as const, select: 'SELECT id, master_json AS json FROM companies WHERE master_json IS NOT NULL', update: 'UPDATE companies SET master_json = ? WHERE id = ?' },
  { kind: 'director-profile' as const, select: 'SELECT din AS id, profile_json AS json FROM directors WHERE profile_json IS NOT NULL', update: 'UPDATE directors SET profile_json = ? WHERE din = ?' },
];

/**
 * Seals the personal fields of every record stored in the clear (before Dossier sealed them).
 * Without the data key it only notes that this is still to do; `sealPendingPersonal` does it at
 * the first open that has the key. Call it inside a transaction.
 */
export function sealStoredPersonal(db: Database.Database, cipher: Cipher | null): void {
  if (!cipher) {
    db.prepare(`INSERT INTO client_state (key, value_json) VALUES (?, 'true') ON CONFLICT (key) DO UPDATE SET value_json = 'true'`).run(UNSEALED_FLAG);
    return;
  }
  for (const source of SOURCES) {
    const update = db.prepare(source.update);
    for (const row of db.prepare(source.select).all() as Array<{ id: string; json: string }>) {
      const { plain, personal } = splitPersonal(JSON.parse(row.json));
      if (personal.length === 0) continue;
      putPersonal(db, cipher, source.kind, row.id, personal);
      update.run(JSON.stringify(plain), row.id);
    }
  }
  db.prepare('DELETE FROM client_state WHERE key = ?').run(UNSEALED_FLAG);
}

/** Finishes an upgrade that ran without the data key, now that the key is here. */
export function sealPendingPersonal(db: Database.Database, cipher: Cipher | null): void {
  if (!cipher || db.prepare('SELECT 1 FROM client_state WHERE key = ?').get(UNSEALED_FLAG) === undefined) return;
  db.transaction(() => sealStoredPersonal(db, cipher))();
  db.pragma('wal_checkpoint(TRUNCATE)');
}

/** The stored record with its personal fields, opened with the data key (for the analyst's own eyes). */
export function withPersonal(ctx: StoreContext, kind: PersonalRecordKind, id: string, plain: unknown): unknown {
  const personal = getPersonal(ctx, kind, id);
  return personal.length === 0 ? plain : restorePersonal(plain, personal);
}
