// The registry address (base URL) Dossier will send the API key to. One rule for the settings
// screen (checked as the analyst types), the bridge contract, the settings file and the command
// line: http or https only, and https for anything but this computer, because the key travels in
// a header and plain http would show it to everyone on the network.
import { z } from 'zod';

/** What is accepted, in the words the settings screen and the errors use. */
export const BASE_URL_RULE = 'an http or https address; https for anything but this computer (localhost, 127.0.0.1, [::1])';

export type BaseUrlCheck = { ok: true; url: string; origin: string } | { ok: false; reason: string };

/** True for the local machine's names and addresses: plain http never leaves it. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Checks an address as typed. The accepted form is normalised: no trailing slash, no query or
 * fragment (the client adds its own paths), so two spellings of one registry compare equal.
 */
export function checkBaseUrl(raw: string): BaseUrlCheck {
  const text = raw.trim();
  if (text === '') return { ok: false, reason: `Enter the registry's address: ${BASE_URL_RULE}.` };
  if (text.length > 2048) return { ok: false, reason: 'That address is longer than 2,048 characters.' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: `"${text.slice(0, 80)}" is not a web address. Expected ${BASE_URL_RULE}, e.g. https://registry.example.in.` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: `${url.protocol.replace(/:$/, '')}: addresses are not accepted. Expected ${BASE_URL_RULE}.` };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'The address must not carry a user name or password.' };
  if (url.search !== '' || url.hash !== '') return { ok: false, reason: 'The address must not carry a query (?…) or fragment (#…).' };
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return { ok: false, reason: `http://${url.host} would send the API key unencrypted: use https://${url.host}. Plain http is accepted only on this computer.` };
  }
  const path = url.pathname.replace(/\/+$/, '');
  return { ok: true, url: `${url.origin}${path}`, origin: url.origin };
}

/** The origin of an address that passed checkBaseUrl (or null for anything else). */
export function originOf(baseUrl: string | null): string | null {
  if (baseUrl === null) return null;
  const checked = checkBaseUrl(baseUrl);
  return checked.ok ? checked.origin : null;
}

/** The bridge's and the settings' schema: an accepted address, normalised. */
export const baseUrlSchema = z
  .string()
  .max(2048)
  .transform((raw, ctx) => {
    const checked = checkBaseUrl(raw);
    if (checked.ok) return checked.url;
    ctx.addIssue({ code: 'custom', message: checked.reason });
    return z.NEVER;
  });
