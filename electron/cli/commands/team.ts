/**
 * `dossier team`: the team library on PostgreSQL. `init` creates or migrates the team schema (the
 * administrator's URL), `connect` checks a URL and keeps it (password to the keychain, never to
 * settings.json), `status` says where this replica stands, `sync` pushes what the team lacks and
 * pulls what colleagues published, `disconnect` forgets the team. Out of reach: exit 3 with the
 * reason, the local library untouched.
 */
import type { TeamInitView, TeamStatusView, TeamSyncView, TeamWorkCounts } from '../../../shared/bridge/team';
import { sentence } from '../../../shared/sentences';
import { when } from '../format-values';
import type { CliIo } from '../io';
import type { Output } from '../output';
import { readTeamPassword } from '../read-secret';
import type { CliSession } from '../session';

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`;

export function statusText(s: TeamStatusView): string {
  if (!s.configured) return 'No team library is configured. Connect with: dossier team connect postgres://role@host:port/database';
  const lines = [`Team library: ${s.url} (role ${s.role}${s.source === 'environment' ? ', from DOSSIER_TEAM_URL' : ''})`];
  if (s.reachable) {
    lines.push(`Connected; team schema version ${s.schemaVersion}.`);
    lines.push(`Pulled to change ${s.pulledSeq} of ${s.headSeq}: ${s.behind === 0 ? 'up to date' : `behind by ${s.behind} change${s.behind === 1 ? '' : 's'}`}.`);
  } else {
    lines.push(`Not reachable: ${s.problem} The local library works as before.`);
    lines.push(`Pulled to change ${s.pulledSeq}.`);
  }
  lines.push(`Last sync: ${s.lastSyncAt ? when(s.lastSyncAt) : 'never'}${s.lastError ? `; the last attempt failed: ${s.lastError}` : ''}`);
  return lines.join('\n');
}

const work = (w: TeamWorkCounts) =>
  `${w.noteDeletions} note deletions, ${w.directors} director profiles, ${w.watchSnapshots} watch snapshots, ${w.changeEvents} change events, ${w.reviews} reviews, ${w.bookItems} book entries, ${w.bookRemovals} book removals`;

function syncText(r: TeamSyncView): string {
  const p = r.pushed;
  const q = r.pulled;
  return [
    `Pushed: ${p.companies} compan${p.companies === 1 ? 'y' : 'ies'}, ${p.filings} filings, ${p.documents} PDFs (${mb(p.bytes)}), ${p.extractions} extractions, ${p.ledger} ledger rows, ${p.notes} notes.`,
    `Pulled: ${q.changes} changes: ${q.companies} compan${q.companies === 1 ? 'y' : 'ies'}, ${q.filings} filings, ${q.documents} PDFs (${mb(q.bytes)}), ${q.extractions} extractions, ${q.notes} notes.`,
    `Shared work pushed/pulled: ${work(p)} / ${work(q)}; ${p.offered} record${p.offered === 1 ? '' : 's'} offered (the rest already pushed).`,
    `At change ${r.seq} of ${r.head}; ${r.seconds.toFixed(1)} s.`,
    ...(r.readOnly ? [sentence(r.readOnly.message)] : []),
  ].join('\n');
}

function initText(r: TeamInitView): string {
  if (r.applied.length === 0) return `The team library at ${r.url} is at schema version ${r.to}; nothing to do.`;
  return `The team library at ${r.url} is at schema version ${r.to} (was ${r.from}): applied ${r.applied.join(', ')}.`;
}

export async function init(out: Output, session: CliSession): Promise<void> {
  const r = await session.call('team.init', {});
  out.result(r, () => initText(r));
}

export async function connect(io: CliIo, out: Output, session: CliSession, url: string, passwordFromStdin: boolean): Promise<void> {
  const password = passwordFromStdin ? await readTeamPassword(io) : undefined;
  const s = await session.call('team.connect', { url, ...(password ? { password } : {}) });
  out.result(s, () => `Connected. The password is kept in ${session.secrets.describe()}, not in settings.json.\n${statusText(s)}`);
}

export async function status(out: Output, session: CliSession): Promise<void> {
  const s = await session.call('team.status', {});
  out.result(s, () => statusText(s));
}

export async function sync(out: Output, session: CliSession): Promise<void> {
  const r = await session.call('team.sync', {});
  out.result(r, () => syncText(r));
}

export async function disconnect(out: Output, session: CliSession): Promise<void> {
  const s = await session.call('team.disconnect', {});
  out.result(s, () => 'Disconnected from the team library; the local library keeps everything it holds.');
}
