/**
 * The ActionView the UI shows, built from the action row, its work items and the ledger. It tells
 * the true state in names, not ids: which filing is downloading ("AOC-4 Financial statements FY
 * 2024-25, 12 of 29"), that an action waits its turn behind others' work ("queued", "2nd in line,
 * behind Mirror Kemi Trading Private Limited"), why a running action makes no progress (the registry's
 * rate, the network, another action on the company, the registry's own job), that
 * a cancelled action stopped part way (its bar is not full), and that PDFs the sandbox does not hold
 * will never arrive there.
 */
import type { ActionView, BookProgress } from '../../../shared/bridge/views';
import { formatDateTime } from '../../../shared/dates';
import { HELD_BACK, type ActionRow, type Library, type WorkItem } from '../store';
import { filingName } from './filing-name';
import { filingYearReader } from './filing-year';
import { actionTitle } from './action-title';
import { type ArchiveTransfer, archiveProgress } from './archive-progress';

/** What the view reads of the stored quote and plan (the engine's plan keeps the rest). */
interface StoredAction {
  quote?: { title?: string; sandbox?: boolean; totalPaisa?: number };
  plan?: { sandbox?: boolean };
}

const STATE: Record<ActionRow['state'], ActionView['state']> = {
  pending: 'queued',
  running: 'running',
  paused: 'paused',
  done: 'done',
  failed: 'failed',
  cancelled: 'cancelled',
};

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** The filing a running PDF item downloads, named, with its place among the action's PDFs. */
function downloadStep(library: Library, items: WorkItem[], running: WorkItem): string {
  const pdfs = items.filter((i) => i.kind === 'pdf' && i.state !== 'cancelled');
  const finished = pdfs.filter((i) => i.state === 'done' || i.state === 'failed').length;
  const filing = library.filings.get(running.key);
  const name = filing ? filingName(filing, filingYearReader(library, filing.companyId)(filing)) : 'a filed PDF';
  return `Downloading ${name}, ${Math.min(finished + 1, pdfs.length)} of ${pdfs.length}`;
}

/** Why a finished action has items that did not arrive, in words that say whether they ever will. */
function unavailableWords(items: WorkItem[]): string {
  const unavailable = items.filter((i) => i.state === 'failed' && i.failure?.kind === 'unavailable');
  const notInSandbox = unavailable.filter((i) => i.failure?.error.code === 'NOT_IN_SANDBOX').length;
  const notYet = unavailable.length - notInSandbox;
  const parts: string[] = [];
  if (notInSandbox > 0) parts.push(`${plural(notInSandbox, 'PDF')} ${notInSandbox === 1 ? 'is' : 'are'} not in the sandbox and will never arrive there`);
  if (notYet > 0) parts.push(`${plural(notYet, 'item')} not available at the registry yet (Fetch missing documents asks for them)`);
  return parts.length === 0 ? 'Done' : `Done; ${parts.join('; ')}`;
}

/** "1st", "2nd", "3rd", "11th", "22nd". */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n.toLocaleString('en-IN')}${suffix}`;
}

/** Another action, by its title in names ("Mirror Kemi Trading Private Limited"). */
function titleOf(library: Library, actionId: string): string {
  const other = library.actions.get(actionId);
  if (!other) return 'another action';
  return actionTitle(library, other.kind, other.subject, (other.quote as StoredAction | null)?.quote?.title);
}

/**
 * An open action none of whose items runs but whose work is due, with others' work ahead of it in
 * claim order: it is queued, with its place and the one it waits for (the one running, by name).
 */
function placeInLine(library: Library, action: ActionRow, items: WorkItem[]): string | null {
  if (items.some((i) => i.state === 'running') || !items.some((i) => i.state === 'pending')) return null;
  const ahead = library.queue.actionsAhead(action.id);
  if (ahead.length === 0) return null;
  const running = ahead.find((a) => library.queue.list(a.actionId).some((i) => i.state === 'running')) ?? ahead[0]!;
  const others = ahead.length - 1;
  const rest = others === 0 ? '' : ` and ${plural(others, 'other')}`;
  return `${ordinal(ahead.length + 1)} in line, behind ${titleOf(library, running.actionId)}${rest}`;
}

/** What the registry's answer or a step's wait means for the analyst, by its code. */
function waitWords(code: string | null, message: string | null): string {
  switch (code) {
    case 'RATE_LIMITED':
    case 'HTTP_429':
      return "Waiting for the registry's rate limit";
    case 'NETWORK_ERROR':
    case 'TIMEOUT':
    case 'UNREACHABLE':
    case 'SERVICE_UNAVAILABLE':
      return 'Paused for the network: the registry did not answer';
    case 'COMPANY_BUSY':
      return 'Waiting on another action on this company';
    case 'DOC_NOT_AVAILABLE':
      return 'Waiting for the registry to make the PDF available';
    case 'JOB_RUNNING':
    case 'ZIPS_RUNNING':
      return "Waiting for the registry's document job";
    case 'REFRESH_RUNNING':
    case 'REFRESH_IN_PROGRESS':
      return "Waiting for the registry's refresh of the company";
    case 'BOOK_CHILD_RUNNING':
    case 'BOOK_CHILD_PAUSED':
    case 'BOOK_ROOM':
      return 'Waiting on the book’s other companies';
    default:
      return code?.startsWith('HTTP_5') ? 'Paused for the network: the registry answered with an error' : `Waiting to try again${message ? ` (${message})` : code ? ` (${code})` : ''}`;
  }
}

/** Why a running action makes no progress now (every item waits for a later time), or null. */
function stallWords(library: Library, action: ActionRow): string | null {
  const wait = library.queue.nextWait(action.id);
  if (!wait) return null;
  const words = waitWords(wait.code, wait.message);
  return wait.notBefore >= HELD_BACK ? words : `${words}; next try ${formatDateTime(wait.notBefore)}`;
}

function liveStep(library: Library, action: ActionRow, items: WorkItem[], step: string | undefined): string {
  const running = items.filter((i) => i.state === 'running');
  const download = running.find((i) => i.kind === 'pdf');
  if (download) return downloadStep(library, items, download);
  const place = placeInLine(library, action, items);
  if (place) return place;
  if (running.length === 0) {
    const stalled = stallWords(library, action);
    if (stalled) return stalled;
  }
  return step ?? (action.state === 'pending' ? 'Queued' : action.state);
}

export function actionView(library: Library, action: ActionRow, step: string | undefined, transfer?: ArchiveTransfer): ActionView {
  const items = library.queue.list(action.id);
  const done = items.filter((i) => i.state === 'done' || i.state === 'failed').length;
  const cancelled = action.state === 'cancelled';
  // A cancelled action keeps the items it never ran in its total: its bar stops where it stopped.
  const total = cancelled ? items.length : items.filter((i) => i.state !== 'cancelled').length;
  const book = action.kind === 'book' ? bookProgress(library, action, items) : null;
  const spent = library.ledger.total(book ? { parentActionId: action.id } : { actionId: action.id }).spendPaisa;
  const stored = action.quote as StoredAction | null;
  const sandbox = stored?.plan?.sandbox ?? stored?.quote?.sandbox ?? false;
  const error = action.error as { code?: string; message?: string; hint?: string } | null;
  const showError = error && (action.state === 'failed' || action.state === 'paused');
  let text: string;
  if (action.state === 'done' && book) {
    text = book.failed === 0 ? 'Done' : `Done; ${plural(book.failed, 'company', 'companies')} of ${book.companies.toLocaleString('en-IN')} did not finish (each company's action says why)`;
  } else if (action.state === 'done') text = unavailableWords(items);
  else if (cancelled) {
    const rest = total - done;
    const n = (x: number) => x.toLocaleString('en-IN');
    text = `Cancelled after ${n(done)} of ${n(total)} items${rest > 0 ? `; the other ${n(rest)} ${sandbox ? 'were not fetched' : 'were not bought'}` : ''}`;
  } else if (book && (action.state === 'pending' || action.state === 'running')) text = bookStep(book);
  else if (action.state === 'pending' || action.state === 'running') text = liveStep(library, action, items, step);
  else text = step ?? action.state;
  // Only an action with work under way wears "running": one whose turn has not come is queued.
  const waitingItsTurn = !book && (action.state === 'pending' || action.state === 'running') && placeInLine(library, action, items) !== null;
  return {
    id: action.id,
    kind: action.kind,
    subject: action.subject ?? '',
    title: actionTitle(library, action.kind, action.subject, stored?.quote?.title),
    state: waitingItsTurn ? 'queued' : STATE[action.state],
    done,
    total,
    step: text,
    spentPaisa: spent,
    sandbox,
    quotedPaisa: typeof stored?.quote?.totalPaisa === 'number' ? stored.quote.totalPaisa : null,
    archives: archiveProgress(library, items, transfer),
    error: showError ? { code: error.code ?? 'ERROR', message: error.message ?? '', ...(error.hint ? { hint: error.hint } : {}) } : null,
    createdAt: action.createdAt,
    finishedAt: action.finishedAt,
    ...(action.parentId ? { parentId: action.parentId } : {}),
    ...(book ? { book } : {}),
  };
}

/** A book action's companies: how many ended, how many did not end done, and the one under way (its company action's own step). */
function bookProgress(library: Library, action: ActionRow, items: WorkItem[]): BookProgress {
  const children = library.actions.children(action.id);
  const companies = items.filter((i) => i.kind === 'book-child');
  const ended = companies.filter((i) => i.state === 'done' || i.state === 'failed');
  const open = children.filter((c) => c.state === 'pending' || c.state === 'running' || c.state === 'paused').at(-1);
  const name = (id: string) => library.companies.get(id)?.name ?? (companies.find((i) => i.key === id)?.payload as { name?: string } | null)?.name ?? id;
  return {
    companies: companies.length,
    done: ended.length,
    failed: companies.filter((i) => i.state === 'failed').length,
    current: open?.subject ? { companyId: open.subject, name: name(open.subject), actionId: open.id } : null,
  };
}

function bookStep(book: BookProgress): string {
  const place = `${Math.min(book.done + 1, book.companies).toLocaleString('en-IN')} of ${book.companies.toLocaleString('en-IN')}`;
  return book.current ? `Company ${place}: ${book.current.name}` : `Companies done: ${book.done.toLocaleString('en-IN')} of ${book.companies.toLocaleString('en-IN')}`;
}

/** An export's progress, shown as an action of kind "export" beside the mirrors (it is neither paid nor queued). */
export function exportActionView(id: string, subject: string, title: string, startedAt: string): ActionView {
  return {
    id,
    kind: 'export',
    subject,
    title,
    state: 'running',
    done: 0,
    total: 1,
    step: 'Reading the library',
    spentPaisa: 0,
    sandbox: false,
    error: null,
    createdAt: startedAt,
    finishedAt: null,
  };
}
