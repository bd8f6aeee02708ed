/**
 * Findings (and their review), notes and exports over the bridge. They read the library only (free, offline); an
 * export reports its progress as `action.progress` events (export/run-export.ts).
 */
import type { BridgeHandlers, EventSink } from '../bridge-handlers';
import { DossierError } from '../app-error';
import { runExport } from '../export';
import type { ReviewedFinding, ReviewState } from '../../../shared/bridge/reports';
import { reviewedFindings, reviewView } from '../findings';
import { createNote, deleteNote, listNotes, updateNote } from '../notes';
import { requireKnownCompany } from '../views';
import type { Library } from '../store';
import type { HandlerContext } from './handler-context';

type ReportsHandlers = Pick<BridgeHandlers, 'company.findings' | 'findings.review' | 'notes.list' | 'notes.create' | 'notes.update' | 'notes.delete' | 'export.run' | 'export.reveal'>;

/**
 * The analyst accepts, dismisses or reopens one of the company's current findings. A key that names
 * no current finding is refused and nothing is stored (a review of nothing would be shared as one).
 */
function reviewFinding(library: Library, companyId: string, key: string, state: ReviewState, comment: string | null, now: string): ReviewedFinding {
  const finding = reviewedFindings(library, companyId, now).find((f) => f.key === key);
  if (!finding) {
    throw new DossierError('UNKNOWN_FINDING', `Company ${companyId} has no finding "${key}" now.`, {
      hint: 'Refresh the findings: the library may have changed since they were listed.',
      details: { companyId, findingKey: key },
    });
  }
  const stored = library.teamRecords.setReview(companyId, key, state, comment && comment.length > 0 ? comment : null);
  return { ...finding, review: reviewView(stored) };
}

/** `events` carries export progress (action.progress); without it exports run silently. */
export function reportsHandlers(ctx: HandlerContext, events?: EventSink): ReportsHandlers {
  const { library } = ctx;
  return {
    'company.findings': async ({ id }) => reviewedFindings(library, requireKnownCompany(library, id), ctx.iso()),
    'findings.review': async ({ companyId, findingKey, state, comment }) =>
      reviewFinding(library, requireKnownCompany(library, companyId), findingKey, state, comment ?? null, ctx.iso()),
    'notes.list': async ({ id, text }) => listNotes(library, requireKnownCompany(library, id), text),
    'notes.create': async ({ id, anchor, body }) => createNote(library, requireKnownCompany(library, id), anchor, body),
    'notes.update': async ({ noteId, body, anchor }) => updateNote(library, noteId, { ...(body !== undefined ? { body } : {}), ...(anchor ? { anchor } : {}) }),
    'notes.delete': async ({ noteId }) => deleteNote(library, noteId),
    'export.run': async ({ id, format, outPath, overwrite, unsigned }, call) => {
      const result = await runExport(library, {
        companyId: requireKnownCompany(library, id),
        format,
        outPath,
        overwrite,
        dataDir: ctx.options.dataDir,
        now: () => ctx.iso(),
        signal: call.signal,
        signing: await ctx.packSigner(),
        unsigned,
        onProgress: (view) => events?.emit('action.progress', view),
      });
      ctx.written.record(result);
      return result;
    },
    // Main answers this in the desktop shell (electron/main/export-reveal.ts); a core reached any
    // other way (browser host, CLI) has no desktop to open a file on.
    'export.reveal': async () => {
      throw new DossierError('DESKTOP_ONLY', 'Open and Show in folder work in the desktop app. In the browser, download the file from the export dialog.');
    },
  };
}
