// How a connector request names its API key (spec, Authentication rule 7): the path fallback
// `/mcp/k/<API_KEY>`, header `x-api-key`, or `Authorization: Bearer <API_KEY>`.

export interface KeySources {
  pathKey?: string | undefined;
  authorization?: string | string[] | undefined;
  apiKeyHeader?: string | string[] | undefined;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function bearerToken(authorization: string | undefined): string | undefined {
  const match = authorization === undefined ? null : /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match?.[1];
}

/** The key the request carries, or undefined when it carries none. The path wins: it is explicit. */
export function callerKey(sources: KeySources): string | undefined {
  const candidates = [sources.pathKey, single(sources.apiKeyHeader), bearerToken(single(sources.authorization))];
  return candidates.map((c) => c?.trim()).find((c): c is string => c !== undefined && c !== '');
}
