// The secrets Dossier keeps: the API key, the data key that encrypts director contacts at rest, and
// the password of the team library's database role (its URL in settings carries none).
// A closed list (a secret store is not a general-purpose key-value box), shared so the process
// protocol between Electron main and the core can check a secret request's name at the boundary.

export const SECRET_NAMES = ['api-key', 'data-key', 'team-password'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

export function isSecretName(name: unknown): name is SecretName {
  return typeof name === 'string' && (SECRET_NAMES as readonly string[]).includes(name);
}
