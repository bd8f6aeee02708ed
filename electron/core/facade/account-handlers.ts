/** Handlers for the connection to the registry: status, settings, the API key, the sandbox. */
import { sandboxListSchema } from '../../../shared/api/sandbox';
import { sandboxCompanyCandidate } from '../../../shared/bridge/registry-candidates';
import type { BridgeHandlers } from '../bridge-handlers';
import type { FacadeContext } from './context';
import { FacadeError, fromApiFailure } from './errors';
import { currentStatus } from './status';

type AccountHandlers = Pick<
  BridgeHandlers,
  'app.status' | 'settings.update' | 'key.set' | 'key.clear' | 'onboarding.useSandbox' | 'registry.sandbox'
>;

export function accountHandlers(ctx: FacadeContext): AccountHandlers {
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
        throw new FacadeError(
          'NO_BASE_URL',
          'Dossier does not know the registry address yet, so the key could not be checked. Nothing was stored.',
          'Set the registry address (base URL) in Settings, then add the key again.',
        );
      }
      await session.setKey(apiKey, baseUrl);
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
        throw new FacadeError('NO_API_KEY', 'The sandbox list needs an API key (a test key is enough).', 'Add a key in Settings, or explore the built-in sandbox.');
      }
      let data: unknown;
      try {
        data = (await client.getSandbox({ priority: 'interactive' })).data;
      } catch (error) {
        throw fromApiFailure(error, 'Reading the sandbox list');
      }
      // The client validated the answer already; parsed again here for the exact shape of the view.
      const list = sandboxListSchema.parse(data);
      return list.companies.map(sandboxCompanyCandidate);
    },
  };
}
