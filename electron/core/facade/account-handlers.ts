/** Handlers for the connection to the registry: status, settings, the API key, the sandbox, the spend. */
import { sandboxListSchema } from '../../../shared/api/sandbox';
import { sandboxCompanyCandidate } from '../../../shared/bridge/registry-candidates';
import type { AppStatus } from '../../../shared/bridge/views';
import { readUsageReport } from '../account/usage-report';
import { refreshWalletIfStale } from '../account/wallet-refresh';
import { DossierError } from '../app-error';
import type { BridgeHandlers } from '../bridge-handlers';
import { inWordsWhile } from '../mirror';
import { appStatus, spendView } from '../views';
import type { HandlerContext } from './handler-context';

type AccountHandlers = Pick<
  BridgeHandlers,
  'app.status' | 'settings.update' | 'key.set' | 'key.clear' | 'key.confirmAddress' | 'onboarding.useSandbox' | 'registry.sandbox' | 'spend.summary'
>;

const PERSONAL_WITHHELD =
  'Personal data in what was read (PANs, contact details) was not kept: Dossier stores it only encrypted, and the data key is not available. Use a system keychain, or set DOSSIER_DATA_KEY, then read the company again.';

/** The status as the account, connectivity and the engine have it now. */
function statusNow(ctx: HandlerContext): AppStatus {
  const { session, connectivity } = ctx;
  const settings = session.settings();
  const unavailable = session.unavailable();
  const held = session.keyHeld();
  const key = session.key();
  // A refusal counts only for the key it refused: a new key is not refused until the registry says so.
  const refusal = connectivity.keyRefusal;
  return appStatus({
    keyRefusal: refusal && key && refusal.keyMasked === key.masked ? refusal : null,
    keyHeld: held ? { baseUrl: held.baseUrl, checkedFor: held.checkedFor, code: held.problem.code, message: held.problem.message } : null,
    settingsMode: settings.mode,
    baseUrl: session.baseUrl(),
    key,
    wallet: session.wallet(),
    confirmThresholdPaisa: settings.confirmThresholdPaisa,
    sessionCapPaisa: settings.sessionCapPaisa,
    notices: [
      ...session.notices,
      ...(unavailable ? [`${unavailable.message} ${unavailable.hint ?? ''}`.trim()] : []),
      // The built-in sandbox's data is synthetic, and it runs without a keychain by design.
      ...(ctx.library.personalWithheld() > 0 && settings.mode !== 'embedded' ? [PERSONAL_WITHHELD] : []),
    ],
    online: connectivity.online,
    offlineReason: connectivity.reason,
    dataDir: ctx.library.dir,
    libraryCompanies: ctx.library.companies.countInLibrary(),
    sessionSpendPaisa: ctx.engine.sessionSpendPaisa(),
    version: ctx.options.version ?? 'dev',
  });
}

async function currentStatus(ctx: HandlerContext): Promise<AppStatus> {
  await refreshWalletIfStale(ctx.session, ctx.connectivity, ctx.now);
  return statusNow(ctx);
}

export function accountHandlers(ctx: HandlerContext): AccountHandlers {
  const { session } = ctx;
  return {
    'app.status': async () => currentStatus(ctx),

    'settings.update': async (args) => {
      const patch: Parameters<typeof session.updateSettings>[0] = {};
      if (args.baseUrl !== undefined) patch.baseUrl = args.baseUrl;
      if (args.confirmThresholdPaisa !== undefined) patch.confirmThresholdPaisa = args.confirmThresholdPaisa;
      if (args.sessionCapPaisa !== undefined) patch.sessionCapPaisa = args.sessionCapPaisa;
      session.updateSettings(patch);
      return currentStatus(ctx);
    },

    'key.set': async ({ apiKey }) => {
      const baseUrl = session.settings().baseUrl;
      if (!baseUrl) {
        throw new DossierError('NO_BASE_URL', 'Dossier does not know the registry address yet, so the key could not be checked. Nothing was stored.', {
          hint: 'Set the registry address (base URL) in Settings, then add the key again.',
        });
      }
      await session.setKey(apiKey, baseUrl);
      return currentStatus(ctx);
    },

    'key.confirmAddress': async ({ baseUrl }) => {
      await session.confirmKeyAddress(baseUrl);
      return currentStatus(ctx);
    },

    'key.clear': async () => {
      await session.clearKey();
      return currentStatus(ctx);
    },

    'onboarding.useSandbox': async () => {
      await session.useEmbedded();
      return currentStatus(ctx);
    },

    'registry.sandbox': async () => {
      const unavailable = session.unavailable();
      if (unavailable) throw unavailable;
      const client = session.client();
      if (!client) {
        throw new DossierError('NO_API_KEY', 'The sandbox list needs an API key (a test key is enough).', {
          hint: 'Add a key in Settings, or explore the built-in sandbox.',
        });
      }
      const { data } = await inWordsWhile('Reading the sandbox list', () => client.getSandbox({ priority: 'interactive' }));
      // The client validated the answer already; parsed again here for the exact shape of the view.
      const list = sandboxListSchema.parse(data);
      return list.companies.map(sandboxCompanyCandidate);
    },

    'spend.summary': async ({ companyId }) =>
      spendView(ctx.library, companyId?.trim().toUpperCase(), {
        walletPaisa: session.wallet()?.paisa ?? null,
        sessionSpendPaisa: ctx.engine.sessionSpendPaisa(),
        sessionCapPaisa: session.settings().sessionCapPaisa,
        usage: await readUsageReport(session, ctx.now),
      }),
  };
}
