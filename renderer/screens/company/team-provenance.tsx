// Who in the firm bought or wrote it: "Bought by ravi on 12 Nov 2026 · team library" beside the
// unlock, "by meera" on a note. Read from the local library (the last sync recorded it), so it
// shows offline too; nothing is shown for a company no colleague touched or without a team.
import { useEffect } from 'react';
import type { TeamProvenanceView } from '../../../shared/bridge/team';
import { useDomain, useStores } from '../../state/context';
import { dateOrDash } from '../../ui/format';

const who = (by: string, me: string | null) => (by === me ? `you (${by})` : by);

/** Loads the open company's provenance; the header and the notes read it from the team store. */
export function useTeamProvenance(companyId: string): TeamProvenanceView | null {
  const stores = useStores();
  useEffect(() => {
    void stores.team.getState().loadProvenance(companyId);
  }, [stores, companyId]);
  return useDomain('team', (s) => (s.provenance?.id === companyId ? s.provenance.view : null));
}

export function TeamBoughtBy({ companyId, unlockedAt }: { companyId: string; unlockedAt: string | null }) {
  const view = useTeamProvenance(companyId);
  if (!view?.unlock) return null;
  const at = unlockedAt ?? view.unlock.at;
  return (
    <span className="muted small" data-testid="team-bought-by" data-by={view.unlock.by} title="The unlock came from the team library">
      Bought by {who(view.unlock.by, view.me)}
      {at ? ` on ${dateOrDash(at)}` : ''} · team library
    </span>
  );
}

export function noteAuthorWords(view: TeamProvenanceView | null, noteId: number): string | null {
  const p = view?.notes.find((n) => n.noteId === noteId);
  if (!p) return null;
  return `by ${who(p.by, view?.me ?? null)}${p.editedBy ? `, last edited by ${who(p.editedBy, view?.me ?? null)}` : ''}`;
}
