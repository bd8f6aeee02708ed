/**
 * Checks an API key before Dossier keeps it: the prefix first (no network), then the free usage
 * call on the registry the key is for. A refused key comes back as an error in words naming the
 * masked key only, and nothing is stored.
 */
import { ApiError, type ApiClient, isOffline, type KeyKind, keyKindOf, maskKey } from '../api';
import { DossierError } from '../app-error';
import { inWords } from '../mirror';

export interface CheckedKey {
  kind: KeyKind;
  walletPaisa: number;
  /** The usage answer itself: it serves as the minute's usage read (usage-reader.ts). */
  usage: Awaited<ReturnType<ApiClient['getUsage']>>;
}

const REFUSALS: Record<string, (masked: string, baseUrl: string) => { message: string; hint: string }> = {
  INVALID_API_KEY: (masked, baseUrl) => ({
    message: `The registry at ${baseUrl} does not know the API key ${masked}. Nothing was stored.`,
    hint: 'Check that the key was copied whole, and that it was issued for this registry.',
  }),
  API_KEY_REVOKED: (masked) => ({
    message: `The API key ${masked} was revoked in the developer portal, so it can no longer be used. Nothing was stored.`,
    hint: 'Create a new key in the developer portal and add that one.',
  }),
  ACCOUNT_DISABLED: (masked) => ({
    message: `The account the API key ${masked} belongs to is deactivated. Nothing was stored.`,
    hint: 'Contact the provider to reactivate the account.',
  }),
};

export async function checkKeyWithRegistry(
  build: (key: string, baseUrl: string) => ApiClient,
  key: string,
  baseUrl: string,
): Promise<CheckedKey> {
  const kind = keyKindOf(key);
  const masked = maskKey(key);
  if (kind === null) {
    throw new DossierError(
      'INVALID_API_KEY',
      'That is not an API key of this registry: keys start with svc_live_ (live) or svc_test_ (sandbox). Nothing was stored.',
      { hint: 'Copy the key again from the developer portal.' },
    );
  }
  try {
    const usage = await build(key, baseUrl).getUsage({ priority: 'interactive' });
    return { kind, walletPaisa: usage.data.wallet.balancePaisa, usage };
  } catch (error) {
    if (error instanceof ApiError) {
      const refusal = REFUSALS[error.code];
      if (refusal) {
        const { message, hint } = refusal(masked, baseUrl);
        throw new DossierError(error.code, message, { hint, requestId: error.requestId });
      }
    }
    if (isOffline(error)) {
      throw new DossierError('OFFLINE', `Dossier could not reach the registry at ${baseUrl} to check the API key ${masked}, so it was not stored.`, {
        hint: 'Check the network connection and the registry address in Settings, then add the key again.',
      });
    }
    throw inWords(error, `Checking the API key ${masked}`);
  }
}
