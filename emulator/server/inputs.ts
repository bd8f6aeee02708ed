/** Validation of path and query values with the shared identifier rules and the spec's codes. */
import type { FastifyRequest } from 'fastify';
import { assertIdType, normaliseDin, normaliseFilingId } from '../../shared/ids';
import type { ErrorCode } from '../../shared/api/errors';
import type { CompanyEntry, DirectorEntry } from '../registry/types';
import type { EmulatorContext } from './context';
import { fail } from './failure';

type Query = Record<string, string | string[] | undefined>;

export function queryOf(req: FastifyRequest): Query {
  return (req.query ?? {}) as Query;
}

/** One query value; a repeated parameter keeps its first value. */
export function queryValue(req: FastifyRequest, name: string): string | undefined {
  const value = queryOf(req)[name];
  return Array.isArray(value) ? value[0] : value;
}

export function param(req: FastifyRequest, name: string): string {
  return ((req.params ?? {}) as Record<string, string>)[name] ?? '';
}

export function currentYear(ctx: EmulatorContext): number {
  return new Date(ctx.clock.now()).getUTCFullYear();
}

/** The company identifier of the path, checked against `idType` when the query names one. */
export function companyIdParam(ctx: EmulatorContext, req: FastifyRequest): string {
  const checked = assertIdType(param(req, 'cin'), queryValue(req, 'idType'), { currentYear: currentYear(ctx) });
  if (!checked.ok) throw fail(checked.error.code, checked.error.message);
  return checked.id;
}

export function dinParam(req: FastifyRequest): string {
  const checked = normaliseDin(param(req, 'din'));
  if (!checked.ok) throw fail('INVALID_DIN', checked.error.message);
  return checked.id;
}

export function filingIdValue(raw: string): string {
  const checked = normaliseFilingId(raw);
  if (!checked.ok) throw fail('INVALID_FILING_ID', checked.error.message);
  return checked.id;
}

/** An integer query value in [min, max], or the default when absent; else 400 with `code`. */
export function intQuery(req: FastifyRequest, name: string, range: { min: number; max: number; fallback?: number }, code: ErrorCode = 'INVALID_QUERY'): number | undefined {
  const raw = queryValue(req, name);
  if (raw === undefined || raw === '') return range.fallback;
  if (!/^-?\d+$/.test(raw.trim())) throw fail(code, `${name} must be an integer from ${range.min} to ${range.max}; got "${raw}"`);
  const value = Number(raw.trim());
  if (value < range.min || value > range.max) throw fail(code, `${name} must be from ${range.min} to ${range.max}; got ${value}`);
  return value;
}

export function knownCompany(ctx: EmulatorContext, cin: string, code: 'COMPANY_NOT_FOUND' | 'NOT_FOUND' = 'COMPANY_NOT_FOUND'): CompanyEntry {
  const company = ctx.registry.company(cin);
  if (company === undefined) throw fail(code, `The registry holds no company ${cin}`);
  return company;
}

export function knownDirector(ctx: EmulatorContext, din: string): DirectorEntry {
  const director = ctx.registry.director(din);
  if (director === undefined) throw fail('DIRECTOR_NOT_FOUND', `The registry holds no director with DIN ${din}`);
  return director;
}
