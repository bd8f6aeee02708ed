import type { StoreContext } from './context';
import { fromFlag, toFlag } from './context';
import { mdyToIso } from './dates';
import { mergeRecord } from './personal-fields';
import { reindexCompanyGraph, reindexProfileGraph } from './graph-index';
import { reindexDirector } from './search-index';

export interface DirectorInput {
  din: string;
  fullName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  sandbox?: boolean;
}

export interface DirectorRoleInput {
  companyId: string;
  companyName?: string | null;
  role?: string | null;
  designation?: string | null;
  /** MM/DD/YYYY or ISO. */
  appointedOn?: string | null;
  ceasedOn?: string | null;
  kmp?: boolean | null;
  raw?: unknown;
}

/** A director profile read (`GET /v1/directors/{din}`); `profile` is `data` kept whole. */
export interface DirectorProfileInput extends DirectorInput {
  profile: unknown;
  readAt: string;
  requestId: string | null;
  roles: readonly DirectorRoleInput[];
}

/** One entry of a master record's `directorData`, with its roles at that company. */
export interface MasterDirectorInput extends DirectorInput {
  roles: readonly Omit<DirectorRoleInput, 'companyId'>[];
}

export interface DirectorRow {
  din: string;
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  profile: unknown;
  profileReadAt: string | null;
  profileRequestId: string | null;
  sandbox: boolean;
}

export interface DirectorRoleRow {
  din: string;
  companyId: string;
  companyName: string | null;
  source: 'master' | 'profile';
  role: string | null;
  designation: string | null;
  appointedOn: string | null;
  ceasedOn: string | null;
  /** The cessation as the profile wrote it, when it states one the store could not read as a date (the role has ended all the same). */
  ceasedAsWritten: string | null;
  kmp: boolean | null;
}

const UPSERT = `
  INSERT INTO directors (din, rid, full_name, first_name, last_name, sandbox, created_at, updated_at)
  VALUES (@din, (SELECT coalesce(max(rid), 0) + 1 FROM directors), @fullName, @firstName, @lastName,
    coalesce(@sandbox, 0), @now, @now)
  ON CONFLICT (din) DO UPDATE SET
    full_name = coalesce(excluded.full_name, full_name), first_name = coalesce(excluded.first_name, first_name),
    last_name = coalesce(excluded.last_name, last_name), sandbox = coalesce(@sandbox, sandbox),
    updated_at = excluded.updated_at`;

const ROLE_COLUMNS = `din, company_id AS companyId, company_name AS companyName, source, role, designation,
  appointed_on AS appointedOn, ceased_on AS ceasedOn,
  CASE WHEN ceased_on IS NULL THEN nullif(trim(CAST(json_extract(raw_json, '$.cessationDate') AS TEXT)), '') END AS ceasedAsWritten, kmp`;

export function createDirectors(ctx: StoreContext) {
  function upsert(d: DirectorInput): void {
    const first = d.firstName?.trim() || null;
    const last = d.lastName?.trim() || null;
    const full = d.fullName?.trim() || [first, last].filter(Boolean).join(' ') || null;
    ctx.stmt(UPSERT).run({ din: d.din, fullName: full, firstName: first, lastName: last, sandbox: toFlag(d.sandbox), now: ctx.now() });
  }

  function insertRole(din: string, source: 'master' | 'profile', position: number, r: DirectorRoleInput): void {
    ctx
      .stmt(
        `INSERT INTO director_roles (din, company_id, source, position, company_name, role, designation,
           appointed_on, ceased_on, kmp, raw_json) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        din,
        r.companyId,
        source,
        position,
        r.companyName ?? null,
        r.role ?? null,
        r.designation ?? null,
        mdyToIso(r.appointedOn),
        mdyToIso(r.ceasedOn),
        toFlag(r.kmp),
        r.raw === undefined ? null : JSON.stringify(r.raw),
      );
  }

  function masterRoles(companyId: string): DirectorRoleRow[] {
    const rows = ctx.stmt(`SELECT ${ROLE_COLUMNS} FROM director_roles WHERE company_id = ? AND source = 'master' ORDER BY din, position`).all(companyId);
    return rows.map(roleRow);
  }

  return {
    upsert(d: DirectorInput): void {
      upsert(d);
      reindexDirector(ctx, d.din);
    },
    /** Stores a profile read; the profile JSON is merged with the stored one and its role rows replace the old profile rows. */
    upsertProfile(p: DirectorProfileInput): void {
      upsert(p);
      const stored = ctx.stmt('SELECT profile_json FROM directors WHERE din = ?').pluck().get(p.din) as string | null;
      ctx
        .stmt('UPDATE directors SET profile_json = ?, profile_read_at = ?, profile_request_id = ? WHERE din = ?')
        .run(mergeRecord(ctx, 'director-profile', p.din, stored, p.profile), p.readAt, p.requestId, p.din);
      ctx.stmt(`DELETE FROM director_roles WHERE din = ? AND source = 'profile'`).run(p.din);
      for (const [i, r] of p.roles.entries()) insertRole(p.din, 'profile', i, r);
      reindexDirector(ctx, p.din);
      reindexProfileGraph(ctx, p.din);
    },
    /**
     * The directors listed in a company's master record: their roles at that company replace the
     * previous master rows. A field this read dropped (null or absent: an appointment date, the KMP
     * flag) keeps the value stored for the same role, so a thinner read never erases what a fuller
     * one told. A director the read no longer lists loses their master rows.
     */
    setMasterDirectors(companyId: string, directors: readonly MasterDirectorInput[]): void {
      const stored = masterRoles(companyId);
      ctx.stmt(`DELETE FROM director_roles WHERE company_id = ? AND source = 'master'`).run(companyId);
      for (const d of directors) {
        upsert(d);
        for (const [i, r] of d.roles.entries()) insertRole(d.din, 'master', i, { ...withStoredFields(d.din, r, stored), companyId });
        reindexDirector(ctx, d.din);
      }
      reindexCompanyGraph(ctx, companyId);
    },
    get(din: string): DirectorRow | null {
      const r = ctx.stmt('SELECT * FROM directors WHERE din = ?').get(din) as Record<string, unknown> | undefined;
      if (!r) return null;
      return {
        din: r.din as string,
        fullName: r.full_name as string | null,
        firstName: r.first_name as string | null,
        lastName: r.last_name as string | null,
        profile: r.profile_json === null ? null : JSON.parse(r.profile_json as string),
        profileReadAt: r.profile_read_at as string | null,
        profileRequestId: r.profile_request_id as string | null,
        sandbox: fromFlag(r.sandbox),
      };
    },
    rolesOfDirector(din: string): DirectorRoleRow[] {
      const rows = ctx.stmt(`SELECT ${ROLE_COLUMNS} FROM director_roles WHERE din = ? ORDER BY source, position`).all(din);
      return rows.map(roleRow);
    },
    rolesAtCompany(companyId: string): DirectorRoleRow[] {
      const rows = ctx.stmt(`SELECT ${ROLE_COLUMNS} FROM director_roles WHERE company_id = ? ORDER BY source, din, position`).all(companyId);
      return rows.map(roleRow);
    },
  };
}

type MasterRoleInput = MasterDirectorInput['roles'][number];

const roleKey = (din: string, role: string | null | undefined, designation: string | null | undefined) => `${din}|${role ?? ''}|${designation ?? ''}`;

/**
 * The stored row a new role carries dropped fields over from: the same role and designation when
 * the read kept them, else the director's first stored role at the company.
 */
function withStoredFields(din: string, role: MasterRoleInput, stored: readonly DirectorRoleRow[]): MasterRoleInput {
  const old =
    stored.find((r) => roleKey(r.din, r.role, r.designation) === roleKey(din, role.role, role.designation)) ?? stored.find((r) => r.din === din);
  if (!old) return role;
  return {
    ...role,
    role: role.role ?? old.role,
    designation: role.designation ?? old.designation,
    appointedOn: role.appointedOn ?? old.appointedOn,
    kmp: role.kmp ?? old.kmp,
  };
}

function roleRow(r: unknown): DirectorRoleRow {
  const row = r as DirectorRoleRow & { kmp: number | null };
  return { ...row, kmp: row.kmp === null ? null : row.kmp === 1 };
}
