/**
 * Test support for the emulator's HTTP tests (imported by *.test.ts only): a fetch client that
 * checks every response against the shared contract (request id header and meta, error schema,
 * the endpoint's data and meta schemas) and remembers which error codes it has seen.
 */
import { apiErrorSchema } from '../../../shared/api/errors';
import { describeZodError } from '../../../shared/api/describe';
import { type EndpointDef, ENDPOINTS } from '../../../shared/api/endpoints';
import { matchPath } from '../../../shared/api/paths';
import { companyUnlockSchema } from '../../../shared/api/unlock';
import { type EmulatorHandle, type EmulatorOptions, startEmulator } from '../../../emulator/index';
import { type CompanyEntry, type DirectorEntry, REFERENCE_DATE, type Registry } from '../../../emulator/registry/types';

/** A fixed clock start so dates in assertions do not depend on the day the suite runs. */
export const TEST_START = '2026-11-21T10:00:00.000Z';

export function startTestEmulator(options: EmulatorOptions = {}): Promise<EmulatorHandle> {
  return startEmulator({ speed: 1000, startAt: TEST_START, admin: true, rateLive: 100_000, rateTest: 100_000, refreshPerMinute: 1000, ...options });
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are read field by field after schema checks
  body: any;
  bytes: Uint8Array | null;
  requestId: string;
}

// Static paths before parameterised ones, so /v1/companies/resolve is not read as /v1/companies/{cin}.
const DEFS: EndpointDef[] = Object.values(ENDPOINTS as Record<string, EndpointDef>).sort(
  (a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0),
);

function endpointFor(method: string, path: string): { def: EndpointDef; params: Record<string, string> } | null {
  for (const def of DEFS) {
    if (def.method !== method) continue;
    const params = matchPath(def.path, path);
    if (params) return { def, params };
  }
  return null;
}

export const seenErrorCodes = new Set<string>();

function check(label: string, schema: { safeParse(v: unknown): { success: boolean; error?: unknown } }, value: unknown): void {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new Error(`${label} does not match the shared schema: ${describeZodError(parsed.error as never)}`);
}

export class TestClient {
  constructor(
    readonly baseUrl: string,
    readonly key?: string,
  ) {}

  withKey(key: string | undefined): TestClient {
    return new TestClient(this.baseUrl, key);
  }

  get(path: string, init: RequestInit = {}) {
    return this.call('GET', path, init);
  }

  post(path: string, body?: unknown, init: RequestInit = {}) {
    return this.call('POST', path, { ...init, ...(body === undefined ? {} : jsonBody(body)) });
  }

  put(path: string, body?: unknown, init: RequestInit = {}) {
    return this.call('PUT', path, { ...init, ...(body === undefined ? {} : jsonBody(body)) });
  }

  async call(method: string, path: string, init: RequestInit = {}): Promise<ApiResponse> {
    const headers = new Headers(init.headers);
    if (this.key !== undefined && !headers.has('x-api-key')) headers.set('x-api-key', this.key);
    const res = await fetch(this.baseUrl + path, { ...init, method, headers });
    const requestId = res.headers.get('x-request-id') ?? '';
    const label = `${method} ${path} -> ${res.status}`;
    if (requestId === '') throw new Error(`${label}: no X-Request-ID header`);
    const type = res.headers.get('content-type') ?? '';
    if (!type.includes('application/json')) {
      return { status: res.status, headers: res.headers, body: null, bytes: new Uint8Array(await res.arrayBuffer()), requestId };
    }
    // biome-ignore lint/suspicious/noExplicitAny: checked against the schemas just below
    const body: any = await res.json();
    if (body?.meta?.requestId !== requestId) throw new Error(`${label}: meta.requestId ${body?.meta?.requestId} != header ${requestId}`);
    if (body.error !== undefined) {
      check(`${label} error`, apiErrorSchema, body.error);
      seenErrorCodes.add(body.error.code);
    } else {
      const found = endpointFor(method, path.split('?')[0]!);
      if (found && path.startsWith('/v1/')) {
        const schema = found.def.path.endsWith('/download') && body.data?.sandbox === true
          ? companyUnlockSchema // sandbox download of an uncached PDF: the unlock-status JSON (spec, Download)
          : (found.def.dataSchemaFor?.(found.params) ?? found.def.dataSchema);
        check(`${label} data`, schema, body.data);
        check(`${label} meta`, found.def.metaSchema, body.meta);
      }
    }
    return { status: res.status, headers: res.headers, body, bytes: null, requestId };
  }
}

function jsonBody(body: unknown): RequestInit {
  return { body: typeof body === 'string' ? body : JSON.stringify(body), headers: { 'content-type': 'application/json' } };
}

/** Sum of priceChargedPaisa the client saw, to compare with the ledger. */
export function chargedTotal(responses: readonly ApiResponse[]): number {
  let total = 0;
  for (const r of responses) {
    if (r.body?.meta?.priceChargedPaisa !== undefined) total += r.body.meta.priceChargedPaisa;
    const header = r.headers.get('x-price-charged-paisa');
    if (r.body === null && header !== null) total += Number(header);
  }
  return total;
}


/** The first companies of the registry (sandbox first), enough to find every kind of case. */
export function someCompanies(registry: Registry, count = 400): CompanyEntry[] {
  const out: CompanyEntry[] = [];
  for (const company of registry.companies()) {
    out.push(company);
    if (out.length >= count) break;
  }
  return out;
}

/** Live (non-sandbox) companies with filings matching `pred`, smallest filers first (fast jobs, small zips). */
export function liveCompanies(registry: Registry, pred: (c: CompanyEntry) => boolean = () => true): CompanyEntry[] {
  return someCompanies(registry)
    .filter((c) => !c.sandbox && pred(c))
    .map((c) => ({ c, n: registry.filings(c.cin).length }))
    .filter((x) => x.n >= 3)
    .sort((a, b) => a.n - b.n || a.c.cin.localeCompare(b.c.cin))
    .map((x) => x.c);
}

/** Some filings are not cached yet, so a job has work to do. */
export function hasUncached(registry: Registry): (c: CompanyEntry) => boolean {
  return (c) => registry.filings(c.cin).some((f) => !f.initiallyCached && Date.parse(f.row.createdAt) <= Date.parse(REFERENCE_DATE));
}

export function directorWith(registry: Registry, pred: (d: DirectorEntry) => boolean, sandbox = false): DirectorEntry {
  for (const company of someCompanies(registry)) {
    for (const din of company.directorDins) {
      const director = registry.director(din);
      if (director && director.sandbox === sandbox && pred(director)) return director;
    }
  }
  throw new Error('no director matches');
}

/** A well-formed CIN the registry does not hold. */
export function unknownCin(registry: Registry): string {
  for (let n = 999_999; n > 0; n--) {
    const cin = `U72200MH2009PTC${String(n).padStart(6, '0')}`;
    if (registry.company(cin) === undefined) return cin;
  }
  throw new Error('no free CIN');
}

export function unknownDin(registry: Registry): string {
  for (let n = 99_999_999; n > 0; n--) {
    const din = String(n).padStart(8, '0');
    if (registry.director(din) === undefined) return din;
  }
  throw new Error('no free DIN');
}
