/**
 * The published interface description (spec, Versioning) against the emulator that publishes it:
 * OpenAPI 3.0.3 at /portal/openapi-public.json and .yaml (the YAML parses to the same object), a
 * changelog, every route the server registers described, and every described success response
 * checked with a JSON-schema validator (ajv) against a real response of the emulator, errors too.
 */
import Ajv, { type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DAY } from '../../emulator/clock';
import type { EmulatorHandle } from '../../emulator/index';
import { matchPath } from '../../shared/api/paths';
import { directorWith, hasUncached, liveCompanies, startTestEmulator } from '../support/emulator/server-support';

// biome-ignore lint/suspicious/noExplicitAny: the document is read field by field
type Any = any;

let emu: EmulatorHandle;
let doc: Any;
let ajv: Ajv;
const exercised = new Set<string>();
const failures: string[] = [];

beforeAll(async () => {
  emu = await startTestEmulator();
  doc = await (await fetch(`${emu.url}/portal/openapi-public.json`)).json();
  ajv = new Ajv({ strict: false, allErrors: true });
  ajv.addSchema(doc, 'openapi');
});
afterAll(() => emu.close());

const pointer = (...parts: string[]) => `openapi#/${parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
const validators = new Map<string, ValidateFunction>();

/** Sends a request and checks its answer against the operation's response schema for that status. */
async function call(key: string | null, method: string, path: string, body?: unknown): Promise<{ status: number; body: Any }> {
  const headers: Record<string, string> = {};
  if (key !== null) headers['x-api-key'] = key;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(emu.url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const type = (res.headers.get('content-type') ?? '').split(';')[0]!;
  const bytes = new Uint8Array(await res.arrayBuffer());
  const bare = path.split('?')[0]!;
  const template = Object.keys(doc.paths).find((t) => matchPath(t, bare) !== null && doc.paths[t][method.toLowerCase()] !== undefined);
  if (template === undefined) throw new Error(`${method} ${bare} is not in the document`);
  const responses = doc.paths[template][method.toLowerCase()].responses;
  const described = responses[String(res.status)];
  if (!described) throw new Error(`${method} ${template} answered ${res.status}, which the document does not describe`);
  if (!described.content[type]) throw new Error(`${method} ${template} ${res.status}: content type ${type} not described`);
  exercised.add(`${method} ${template} ${res.status} ${type}`);
  if (type !== 'application/json') return { status: res.status, body: bytes };
  const json = JSON.parse(new TextDecoder().decode(bytes));
  const ref = pointer('paths', template, method.toLowerCase(), 'responses', String(res.status), 'content', type, 'schema');
  let validate = validators.get(ref);
  if (!validate) {
    validate = ajv.compile({ $ref: ref });
    validators.set(ref, validate);
  }
  if (!validate(json)) failures.push(`${method} ${path} ${res.status}: ${ajv.errorsText(validate.errors)}`);
  return { status: res.status, body: json };
}

describe('the published interface description', () => {
  it('is OpenAPI 3.0.3, version 1.0, and the YAML parses to the same object', async () => {
    expect(doc.openapi).toBe('3.0.3');
    expect(doc.info.version).toBe('1.0');
    const yaml = await fetch(`${emu.url}/portal/openapi-public.yaml`);
    expect(yaml.headers.get('content-type')).toContain('yaml');
    expect(parse(await yaml.text())).toEqual(doc);
    const changelog = await fetch(`${emu.url}/changelog.html`);
    expect(changelog.headers.get('content-type')).toContain('text/html');
    expect(await changelog.text()).toMatch(/Version 1\.0/);
  });

  it('describes every route the server registers under /v1 and /blobs, and nothing else', () => {
    const template = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
    const registered = emu.context.routes
      .filter((r) => r.method !== 'HEAD' && (r.url.startsWith('/v1/') || r.url.startsWith('/blobs/')))
      .map((r) => `${r.method.toLowerCase()} ${template(r.url)}`)
      .sort();
    const described = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops as object).map((m) => `${m} ${path}`)).sort();
    expect(described).toEqual(registered);
    expect(registered.length).toBeGreaterThanOrEqual(30);
  });

  it('validates a real answer of the emulator for every success response it describes, and for errors', async () => {
    const { live, test } = emu.keys;
    const sandbox = emu.registry.sandboxCompanies().find((c) => c.cin === 'U46934WB2022PTC379350')!.cin;
    const [cin, other, locked] = liveCompanies(emu.registry, hasUncached(emu.registry)).map((c) => c.cin);
    const din = directorWith(emu.registry, (d) => d.contactPath === 'hot').din;

    await call(test, 'GET', '/v1/sandbox');
    await call(live, 'GET', '/v1/companies/resolve?q=trading&limit=3');
    await call(test, 'GET', `/v1/companies/resolve?q=${sandbox}`);
    await call(live, 'GET', `/v1/companies/${cin}`);
    await call(live, 'GET', `/v1/companies/${cin}/filings?limit=5`);
    await call(live, 'GET', '/v1/directors/resolve?q=sharma&limit=3');
    await call(live, 'GET', `/v1/directors/${din}`);
    await call(live, 'GET', `/v1/companies/${cin}/unlock`);
    await call(live, 'POST', `/v1/companies/${cin}/unlock`);
    await call(test, 'POST', `/v1/companies/${sandbox}/unlock`);
    emu.clock.advance(DAY);
    const status = await call(live, 'GET', `/v1/companies/${cin}/unlock`);
    const zip = status.body.data.job.processingStages.documentDownloadV3.zipFiles[0].blob_url.replace(emu.url, '');
    await call(null, 'GET', zip);
    const filing = (await call(live, 'GET', `/v1/companies/${cin}/filings?limit=1`)).body.data[0].filingId;
    await call(live, 'GET', `/v1/companies/${cin}/filings/${filing}/download`);
    await call(live, 'GET', `/v1/companies/${locked}/filings/${(await call(live, 'GET', `/v1/companies/${locked}/filings?limit=1`)).body.data[0].filingId}/download`);
    const forms: string[] = (await call(live, 'GET', `/v1/companies/${sandbox}/extractions`)).body.data.availableFormTypes;
    for (const form of forms) {
      const years = (await call(test, 'GET', `/v1/companies/${sandbox}/extractions/${form}`)).body.data;
      const key = form === 'CHARGES' ? years.charges[0].charge_id : form === 'PAS-3' ? years.filings[0].filing_id : years.availableYears[0];
      await call(test, 'GET', `/v1/companies/${sandbox}/extractions/${form}/${key}`);
    }
    await call(live, 'GET', `/v1/companies/${cin}/freshness`);
    await call(test, 'GET', `/v1/companies/${sandbox}/freshness`);
    await call(live, 'POST', `/v1/companies/${cin}/update`);
    await call(live, 'GET', `/v1/companies/${cin}/update/status`);
    await call(live, 'POST', `/v1/companies/${other}/filings/refresh`);
    await call(live, 'POST', `/v1/companies/${cin}/documents/fetch`);
    await call(test, 'POST', `/v1/companies/${sandbox}/documents/fetch`);
    await call(live, 'GET', `/v1/directors/${din}/unlock`);
    await call(live, 'POST', `/v1/directors/${din}/unlock`);
    await call(live, 'GET', `/v1/directors/${din}/contact`);
    await call(live, 'GET', '/v1/account/usage');
    await call(live, 'GET', '/v1/account/pricing');
    await call(live, 'GET', '/v1/account/wallet/transactions');
    await call(live, 'GET', '/v1/account/billing');
    await call(live, 'PUT', '/v1/account/billing', { name: 'Dossier Test LLP', gstin: null, address: 'Mumbai', email: 'a@b.in' });
    const order = (await call(live, 'POST', '/v1/account/wallet/recharge', { amountPaisa: 100_000 })).body.data.orderId;
    await call(live, 'GET', `/v1/account/wallet/recharge/${order}/status`);
    await call(live, 'GET', '/v1/account/recharges');
    await call(live, 'GET', `/v1/account/invoices/${order}/pdf`);
    // Errors: the error envelope of each status the calls above did not meet.
    await call(null, 'GET', `/v1/companies/${cin}`);
    await call(live, 'GET', '/v1/companies/NOT-A-CIN');
    await call(test, 'GET', `/v1/companies/${cin}`);
    await call(live, 'POST', `/v1/companies/${cin}/unlock`);
    await call(emu.keys.lowBalance, 'POST', `/v1/companies/${other}/unlock`);

    expect(failures).toEqual([]);
    const successes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops as Record<string, Any>).flatMap(([method, op]) =>
        Object.entries(op.responses as Record<string, Any>)
          .filter(([status]) => Number(status) < 300)
          .map(([status]) => `${method.toUpperCase()} ${path} ${status}`),
      ),
    );
    const met = new Set([...exercised].map((e) => e.split(' ').slice(0, 3).join(' ')));
    // Statuses the catalogue allows that the emulator never answers: a recharge is paid at once (201, not 200),
    // and a 206 needs a Range (zip-faults.test.ts).
    const never = ['POST /v1/account/wallet/recharge 200', 'GET /blobs/company-documents/{jobId}/{file} 206'];
    expect(successes.filter((s) => !met.has(s) && !never.includes(s))).toEqual([]);
    expect([...exercised].filter((e) => /^GET \S+ 4\d\d application\/json$/.test(e)).length).toBeGreaterThan(2);
  }, 120_000);
});
