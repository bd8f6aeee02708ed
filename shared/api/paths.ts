/**
 * Path templates in the spec's notation (`/v1/companies/{cin}/filings`): the parameter names a
 * template holds, filling one in, turning it into a router pattern, and matching a concrete path.
 */

/** The `{name}` parameters of a template, as a type: `PathParams<'/a/{cin}/b/{id}'>` = `{ cin: string; id: string }`. */
export type PathParams<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? { [K in Name | keyof PathParams<Rest>]: string }
  : Record<never, string>;

const PARAM = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

export function pathParamNames(template: string): string[] {
  return [...template.matchAll(PARAM)].map((m) => m[1]!);
}

/** Fills a template; each value is URI-encoded, a missing one throws (a programming error). */
export function buildPath<T extends string>(template: T, params: PathParams<T>): string {
  const values = params as Record<string, string | undefined>;
  return template.replace(PARAM, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(value);
  });
}

/** `/v1/companies/{cin}` -> `/v1/companies/:cin` (fastify, find-my-way). */
export function toRoutePattern(template: string): string {
  return template.replace(PARAM, ':$1');
}

/** Matches a concrete path against a template; returns the decoded parameters or null. */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const names = pathParamNames(template);
  const source = template
    .split(PARAM)
    .map((part, i) => (i % 2 === 1 ? '([^/]+)' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  const m = new RegExp(`^${source}$`).exec(path);
  if (!m) return null;
  const out: Record<string, string> = {};
  names.forEach((name, i) => {
    out[name] = decodeURIComponent(m[i + 1]!);
  });
  return out;
}
