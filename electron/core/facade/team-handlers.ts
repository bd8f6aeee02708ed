/** The team library over the bridge: each handler one call into team/team-library.ts or the app's background sync. */
import type { TeamProvenanceView } from '../../../shared/bridge/team';
import type { BridgeHandlers } from '../bridge-handlers';
import type { HandlerContext } from './handler-context';

type TeamHandlers = Pick<
  BridgeHandlers,
  'team.status' | 'team.connect' | 'team.disconnect' | 'team.sync' | 'team.cancelSync' | 'team.provenance' | 'team.init'
>;

export function teamHandlers(ctx: HandlerContext): TeamHandlers {
  const { team, teamSync, library } = ctx;
  return {
    'team.status': async () => teamSync.status(),
    'team.connect': async ({ url, password }) => {
      await team.connect(url, password);
      teamSync.reconfigured();
      return teamSync.status();
    },
    'team.disconnect': async () => {
      await teamSync.stopRunning();
      await team.disconnect();
      teamSync.reconfigured();
      return teamSync.status();
    },
    'team.sync': async () => teamSync.syncNow(),
    'team.cancelSync': async () => ({ cancelled: teamSync.cancel() }),
    'team.provenance': async ({ id }): Promise<TeamProvenanceView> => {
      const p = library.teamProvenance.forCompany(id);
      return {
        me: team.role(),
        unlock: p.unlock ? { by: p.unlock.createdBy, at: p.unlock.createdAt } : null,
        notes: p.notes.map((n) => ({ noteId: n.noteId, by: n.createdBy, editedBy: n.updatedBy !== n.createdBy ? n.updatedBy : null })),
      };
    },
    'team.init': async () => team.init(),
  };
}
