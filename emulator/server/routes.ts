/** Every /v1 route module, registered inside the authenticated scope. */
import type { FastifyInstance } from 'fastify';
import type { EmulatorContext } from './context';
import { accountRoutes } from './routes/account';
import { accountWalletRoutes } from './routes/account-wallet';
import { companyRoutes } from './routes/companies';
import { directorContactRoutes } from './routes/director-contact';
import { directorRoutes } from './routes/directors';
import { documentRoutes } from './routes/documents';
import { extractionRoutes } from './routes/extractions';
import { refreshRoutes } from './routes/refresh';
import { sandboxResolveRoutes } from './routes/sandbox-resolve';
import { unlockRoutes } from './routes/unlock';

export function registerV1Routes(app: FastifyInstance, ctx: EmulatorContext): void {
  sandboxResolveRoutes(app, ctx);
  companyRoutes(app, ctx);
  directorRoutes(app, ctx);
  unlockRoutes(app, ctx);
  documentRoutes(app, ctx);
  extractionRoutes(app, ctx);
  refreshRoutes(app, ctx);
  directorContactRoutes(app, ctx);
  accountRoutes(app, ctx);
  accountWalletRoutes(app, ctx);
}
