// The first frame (issue 28 item 20, cold start): the library's rows drawn with plain DOM as soon as
// the start's reads (boot.ts) answer, before React and the app's modules are evaluated. It
// looks like the library screen (same classes, same words: company-row-words.ts, label-words.ts,
// nav-items.ts) and is replaced whole when React mounts into #root. Until then a company's name is a
// link and a click on its row opens it, as in the React table; the frame is marked busy for screen
// readers. It is drawn only where React would show the library: the library route, a status that is
// not the first run, at least one company. Anything else waits for React.
import type { AppStatus, CompanySummary } from '../shared/bridge/views';
import { formatRupees } from '../shared/money';
import { NAV_ITEMS } from './app/nav-items';
import { companyHref, hrefOf, parseHash } from './router/routes';
import { afterPaint } from './scheduling/after-paint';
import { COMPANY_COLUMNS, COMPANY_ROW_HEIGHT, companyCellWords } from './screens/library/company-row-words';
import type { Stores } from './state/stores';
import { plural } from './ui/format';
import { freshnessBadgeText, SANDBOX_TITLE, unlockLabel } from './ui/label-words';

/** The attribute on the first frame's outer element (tests and the cold-start bench look for it). */
export const FIRST_FRAME_ATTRIBUTE = 'data-first-frame';
/**
 * The longest React's evaluation waits for the start's reads (they answer within 50-300 ms of being
 * sent); past it React is mounted and shows the screen's loading state itself.
 */
export const FIRST_READS_WAIT_MS = 750;
/** Rows below the window drawn too, as the React table's overscan does. */
const EXTRA_ROWS = 2;

export interface FirstFrameData {
  hash: string;
  status: AppStatus | null;
  companies: CompanySummary[] | null;
}

/** Whether React's first screen would be the library with rows in it. */
export function firstFrameWanted({ hash, status, companies }: FirstFrameData): boolean {
  if (parseHash(hash).screen !== 'library' || status === null || companies === null || companies.length === 0) return false;
  // The first run (an empty library without a key) opens on Welcome: app.tsx's rule.
  return !(status.mode === 'unconfigured' && status.libraryCompanies === 0);
}

type Attrs = Record<string, string>;

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, attrs: Attrs = {}, ...children: Array<Node | string>): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) node.append(child);
  return node;
}

function sandboxLabel(doc: Document): HTMLElement {
  return el(doc, 'span', { class: 'label label-sandbox', title: SANDBOX_TITLE }, 'SANDBOX');
}

function header(doc: Document, status: AppStatus): HTMLElement {
  const nav = el(doc, 'nav', { 'aria-label': 'Screens', class: 'nav' });
  for (const item of NAV_ITEMS) {
    nav.append(el(doc, 'a', { href: hrefOf({ screen: item.screen }), ...(item.screen === 'library' ? { 'aria-current': 'page' } : {}) }, item.label));
  }
  const right = el(doc, 'div', { class: 'header-right' });
  if (status.mode === 'sandbox') right.append(sandboxLabel(doc));
  right.append(
    el(doc, 'span', { class: 'wallet num', title: status.walletReadAt ? `Read ${status.walletReadAt}` : 'Wallet not read yet' }, `Wallet ${status.walletPaisa === null ? '—' : formatRupees(status.walletPaisa)}`),
  );
  return el(doc, 'header', { class: 'header' }, el(doc, 'a', { class: 'brand', href: hrefOf({ screen: 'library' }) }, 'Dossier'), nav, right);
}

function row(doc: Document, c: CompanySummary, index: number): HTMLTableRowElement {
  const w = companyCellWords(c);
  const name = el(doc, 'div', { class: 'ellipsis' }, el(doc, 'a', { href: companyHref(c.id), tabindex: '-1' }, c.name));
  if (c.knownAs) name.append(el(doc, 'span', { class: 'muted' }, ` (${c.knownAs})`));
  const place = el(doc, 'div', { class: 'muted small ellipsis' });
  if (c.sandbox) place.append(sandboxLabel(doc));
  place.append(w.place || '\u00a0');
  const badge = el(doc, 'span', { class: 'tip' }, el(doc, 'span', { class: `badge badge-${c.freshness.badge}` }, freshnessBadgeText(c.freshness)));
  const unlock = el(doc, 'span', { class: `label label-unlock-${c.unlock.state}`, 'data-state': c.unlock.state }, unlockLabel(c.unlock));
  return el(
    doc,
    'tr',
    { class: 'clickable', 'aria-rowindex': String(index + 2), 'data-company-id': c.id, 'data-first-frame-row': '' },
    el(doc, 'td', { class: 'company-cell', title: w.nameTitle }, name, place),
    el(doc, 'td', { class: 'mono' }, c.id),
    el(doc, 'td', { title: w.statusTitle }, el(doc, 'div', { class: 'clamp-2' }, w.status)),
    el(doc, 'td', {}, badge),
    el(doc, 'td', { title: w.unlockTitle }, el(doc, 'div', { class: 'clamp-2' }, unlock)),
    el(doc, 'td', { class: 'num' }, w.pdfs),
    el(doc, 'td', { class: `num${c.missingPdfs > 0 ? ' warn' : ''}` }, String(c.missingPdfs)),
    el(doc, 'td', { class: 'num' }, w.spend),
    el(doc, 'td', { class: 'small' }, w.mirrored),
  );
}

/**
 * Draws the first frame into `root` (replacing nothing: `root` is empty before React) and returns its
 * outer element, or null where it is not wanted. `viewHeight` decides how many rows are drawn.
 */
export function drawFirstFrame(root: HTMLElement, data: FirstFrameData, viewHeight: number): HTMLElement | null {
  if (!firstFrameWanted(data) || root.childElementCount > 0) return null;
  const doc = root.ownerDocument;
  const status = data.status!;
  const companies = data.companies!;
  const shown = Math.min(companies.length, Math.ceil(viewHeight / COMPANY_ROW_HEIGHT) + EXTRA_ROWS);
  const colgroup = el(doc, 'colgroup');
  const headRow = el(doc, 'tr');
  for (const c of COMPANY_COLUMNS) {
    colgroup.append(el(doc, 'col', { style: `width: ${c.width}` }));
    headRow.append(el(doc, 'th', { scope: 'col', ...(c.num ? { class: 'num' } : {}) }, c.label));
  }
  const body = el(doc, 'tbody');
  for (let i = 0; i < shown; i++) body.append(row(doc, companies[i]!, i));
  if (companies.length > shown) body.append(el(doc, 'tr', { class: 'spacer', style: `height: ${(companies.length - shown) * COMPANY_ROW_HEIGHT}px` }));
  // A click on a row opens the company, as in the React table (a click on the name follows its link).
  body.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('a')) return;
    const id = target.closest<HTMLElement>('tr[data-company-id]')?.dataset['companyId'];
    if (id) root.ownerDocument.defaultView!.location.hash = companyHref(id);
  });
  const table = el(
    doc,
    'table',
    { class: 'table table-rows companies-table', 'aria-label': 'Mirrored companies', 'aria-rowcount': String(companies.length + 1) },
    colgroup,
    el(doc, 'thead', {}, headRow),
    body,
  );
  const screen = el(
    doc,
    'section',
    { class: 'screen screen-library', 'aria-labelledby': 'first-frame-title' },
    el(
      doc,
      'div',
      { class: 'screen-head' },
      el(doc, 'h1', { id: 'first-frame-title' }, 'Library'),
      el(doc, 'span', { class: 'muted' }, plural(companies.length, 'company', 'companies')),
      el(doc, 'div', { class: 'grow' }),
      el(doc, 'a', { class: 'btn', href: hrefOf({ screen: 'registry' }) }, 'Find a company…'),
    ),
    el(doc, 'div', { class: 'companies-scroll' }, table),
  );
  const frame = el(doc, 'div', { class: 'app', [FIRST_FRAME_ATTRIBUTE]: '', 'aria-busy': 'true' }, header(doc, status), el(doc, 'main', { class: 'main', id: 'main' }, screen));
  root.append(frame);
  return frame;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the start's reads, draws the first frame if it is wanted and resolves once it has been
 * painted, so React's evaluation does not hold that paint back. The frame is drawn even when React's
 * code is already loaded: evaluating React and the app and rendering the library takes the main
 * thread 150-250 ms, drawing these rows a few. Draws nothing (resolves false) when the reads take
 * longer than FIRST_READS_WAIT_MS (React then draws the screen, with its own loading state), when a
 * read failed, or when the first screen is not the library.
 */
export async function paintFirstFrame(root: HTMLElement, stores: Pick<Stores, 'app' | 'library'>, reads: Promise<unknown>): Promise<boolean> {
  const answered = await Promise.race([
    reads.then(
      () => true,
      () => true,
    ),
    pause(FIRST_READS_WAIT_MS).then(() => false),
  ]);
  if (!answered) return false;
  const { status } = stores.app.getState();
  const library = stores.library.getState();
  const frame = drawFirstFrame(root, { hash: window.location.hash, status, companies: library.loaded && library.error === null ? library.companies : null }, window.innerHeight);
  if (!frame) return false;
  await afterPaint();
  return true;
}
