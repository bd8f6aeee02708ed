/**
 * The team database's address. Settings keep it without its password (which goes to the keychain);
 * a connection puts them together. Only postgres:// and postgresql:// URLs with a host, a role and a
 * database name are taken.
 */
import { TeamError } from '../errors';

export interface TeamUrl {
  /** The URL with the password removed: what settings.json and every message may show. */
  safe: string;
  /** The password in the URL as given, if any (it goes to the keychain, never to settings). */
  password: string | null;
  user: string;
  host: string;
  database: string;
}

export function parseTeamUrl(text: string): TeamUrl {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new TeamError('TEAM_BAD_URL', `"${redact(text)}" is not a URL: the team library needs postgres://role@host:port/database.`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new TeamError('TEAM_BAD_URL', `The team URL must start with postgres:// (got ${url.protocol}//).`);
  }
  const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
  if (!url.hostname) throw new TeamError('TEAM_BAD_URL', 'The team URL names no host: postgres://role@host:port/database.');
  if (!url.username) throw new TeamError('TEAM_BAD_URL', 'The team URL names no role: postgres://role@host:port/database.');
  if (!database || database.includes('/')) throw new TeamError('TEAM_BAD_URL', 'The team URL names no database: postgres://role@host:port/database.');
  const password = url.password ? decodeURIComponent(url.password) : null;
  url.password = '';
  return { safe: url.toString(), password, user: decodeURIComponent(url.username), host: url.host, database };
}

/** The URL with a password put (back) in, for the driver only. */
export function withPassword(safe: string, password: string | null): string {
  if (password === null) return safe;
  const url = new URL(safe);
  url.password = encodeURIComponent(password);
  return url.toString();
}

function redact(text: string): string {
  return text.replace(/:\/\/([^:@/]*):[^@/]*@/, '://$1:***@');
}
