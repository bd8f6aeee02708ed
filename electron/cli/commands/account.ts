/**
 * The free commands about the account and the library as a whole: status, freshness, spend.
 */
import { renderActions, renderFreshness, renderSpend, renderStatus } from '../format-account';
import { renderFields } from '../format-table';
import { summaryFields } from '../format-library';
import type { Output } from '../output';
import type { CliSession } from '../session';
import { orSuggestMirror } from './library';

const ACTIVE = new Set(['queued', 'running', 'paused', 'quoted']);

function detailOrSuggest(session: CliSession, id: string) {
  return orSuggestMirror(id, () => session.call('company.detail', { id }));
}

export async function status(out: Output, session: CliSession, id: string | null): Promise<void> {
  const actions = await session.call('action.list', {});
  if (id !== null) {
    const detail = await detailOrSuggest(session, id);
    const mine = actions.filter((a) => a.subject === id);
    out.result({ company: detail.summary, actions: mine }, () => {
      const body = renderFields(summaryFields(detail.summary));
      return mine.length > 0 ? `${body}\n\nActions\n${renderActions(mine)}` : body;
    });
    return;
  }
  const app = await session.call('app.status', {});
  const companies = await session.call('library.companies', { sort: 'name' });
  const shown = actions.filter((a) => ACTIVE.has(a.state) || a.state === 'failed').slice(0, 20);
  out.result({ status: app, companies: companies.length, actions }, () => renderStatus(app, companies.length, shown));
}

export async function freshness(out: Output, session: CliSession, id: string): Promise<void> {
  const { summary } = await detailOrSuggest(session, id);
  out.result({ companyId: summary.id, freshness: summary.freshness, unlock: summary.unlock }, () => renderFreshness(summary));
}

export async function spend(out: Output, session: CliSession, companyId: string | null): Promise<void> {
  const view = await session.call('spend.summary', companyId === null ? {} : { companyId });
  out.result(view, () => renderSpend(view));
}
