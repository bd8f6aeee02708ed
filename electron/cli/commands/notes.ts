/**
 * `dossier notes list|add|edit|rm`: the analyst's notes from the command line, through the very
 * bridge calls the app's notes panel makes (notes.list, notes.create, notes.update, notes.delete),
 * so the same store and the team library's sync apply. Input is checked before anything is
 * written: an empty text, a page that is no page, --page without --filing, a filing the company
 * does not list, a company not in the library, a note id that names no note: exit 2 in words,
 * nothing changed. Free and offline.
 */
import type { Command } from 'commander';
import type { NoteAnchor, NoteView } from '../../../shared/bridge/reports';
import { normaliseFilingId } from '../../../shared/ids';
import { formatIndianNumber } from '../../../shared/money';
import { usageError } from '../exit-codes';
import { day } from '../format-values';
import { clip, companyIdArg } from '../ids';
import type { Output } from '../output';
import type { CliSession } from '../session';
import { orSuggestMirror } from './library';

type FreeSession = (cmd: Command, body: (s: CliSession, out: Output) => Promise<void>) => Promise<void>;

/** The bridge's limits (shared/bridge/reports.ts): a note's text, a search, a page. */
const MAX_TEXT = 20_000;
const MAX_SEARCH = 200;
const MAX_PAGE = 100_000;

/** The words of a note: refused when blank (a note needs text) or too long. */
export function noteTextArg(words: string[]): string {
  const text = words.join(' ').trim();
  if (text === '') throw usageError('BAD_ARGUMENTS', 'A note needs some text; it got none. For example: dossier notes add <company> "Auditor qualified the inventory figure"');
  if (text.length > MAX_TEXT) throw usageError('BAD_ARGUMENTS', `A note is at most ${formatIndianNumber(MAX_TEXT)} characters; this one has ${formatIndianNumber(text.length)}.`);
  return text;
}

export function noteIdArg(raw: string): number {
  const n = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(n) || n < 1) {
    throw usageError('BAD_ARGUMENTS', `A note id is a whole number (dossier notes list <company> shows them); got "${clip(raw)}".`);
  }
  return n;
}

export function pageArg(raw: string): number {
  const n = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || n < 1 || n > MAX_PAGE) throw usageError('BAD_ARGUMENTS', `--page is a page number from 1 to ${formatIndianNumber(MAX_PAGE)}; got "${clip(raw)}".`);
  return n;
}

/** What a note rests on: the company, or a page of one of its filings (--filing with --page). */
export function anchorArgs(o: { filing?: string; page?: string }): NoteAnchor {
  if (o.filing === undefined && o.page === undefined) return { kind: 'company' };
  if (o.filing === undefined) throw usageError('BAD_ARGUMENTS', '--page names a page of a filing: give the filing too (--filing flg_…).');
  if (o.page === undefined) throw usageError('BAD_ARGUMENTS', `--filing needs --page: the page of ${clip(o.filing)} the note rests on.`);
  const filing = normaliseFilingId(o.filing);
  if (!filing.ok) throw usageError('INVALID_FILING_ID', `--filing: ${clip(filing.error.message)} (rule: ${filing.error.rule}).`, { rule: filing.error.rule });
  return { kind: 'filing-page', filingId: filing.id, page: pageArg(o.page) };
}

/** A filing-page anchor must name a filing the library lists for the company, and a page it has. */
async function checkFilingPage(session: CliSession, companyId: string, anchor: NoteAnchor): Promise<void> {
  if (anchor.kind !== 'filing-page') return;
  const filings = await session.call('company.filings', { id: companyId });
  const filing = filings.find((f) => f.filingId === anchor.filingId);
  if (!filing) {
    throw usageError('FILING_NOT_LISTED', `${anchor.filingId} is not among the ${formatIndianNumber(filings.length)} filings the library lists for ${companyId}. Nothing was written.`, {
      hint: `See them with: dossier filings ${companyId}`,
    });
  }
  if (filing.numberOfPages !== null && anchor.page > filing.numberOfPages) {
    throw usageError('BAD_ARGUMENTS', `${anchor.filingId} has ${filing.numberOfPages} pages; there is no page ${anchor.page}. Nothing was written.`);
  }
}

function renderNote(n: NoteView): string {
  const by = n.author === 'assistant' ? ' · written by the assistant' : '';
  const edited = n.updatedAt !== n.createdAt ? `, edited ${day(n.updatedAt)}` : '';
  const body = (n.snippet ?? n.body).split('\n').map((line) => `    ${line}`);
  return [`Note ${n.id} · ${n.citation} · ${day(n.createdAt)}${edited}${by}`, ...body].join('\n');
}

export function renderNotes(companyId: string, notes: NoteView[], text: string | undefined): string {
  if (notes.length === 0) return text ? `No note on ${companyId} matches "${text}".` : `No notes on ${companyId} yet. Add one with: dossier notes add ${companyId} <text>`;
  const head = text ? `${notes.length} ${notes.length === 1 ? 'note' : 'notes'} on ${companyId} matching "${text}", best first:` : `${notes.length} ${notes.length === 1 ? 'note' : 'notes'} on ${companyId}, oldest first:`;
  return [head, ...notes.map(renderNote)].join('\n\n');
}

export async function list(out: Output, session: CliSession, companyId: string, text: string | undefined): Promise<void> {
  const notes = await orSuggestMirror(companyId, () => session.call('notes.list', { id: companyId, ...(text ? { text } : {}) }));
  out.result(notes, () => renderNotes(companyId, notes, text));
}

export async function add(out: Output, session: CliSession, companyId: string, body: string, anchor: NoteAnchor): Promise<void> {
  // A company, note or filing the library does not hold is exit 2 like every bad input (exit-codes.ts).
  const note = await orSuggestMirror(companyId, async () => {
    await checkFilingPage(session, companyId, anchor);
    return session.call('notes.create', { id: companyId, anchor, body });
  });
  out.result(note, () => `Added note ${note.id} on ${companyId}, resting on ${note.citation}.\n${renderNote(note)}`);
}

export async function edit(out: Output, session: CliSession, noteId: number, body: string): Promise<void> {
  const note = await session.call('notes.update', { noteId, body });
  out.result(note, () => `Edited note ${note.id} (${note.companyId}).\n${renderNote(note)}`);
}

export async function remove(out: Output, session: CliSession, noteId: number): Promise<void> {
  const { deleted } = await session.call('notes.delete', { noteId });
  if (!deleted) throw usageError('NOTE_NOT_FOUND', `There is no note ${noteId}, so nothing was deleted.`, { hint: 'See the notes of a company with: dossier notes list <company>' });
  out.result({ deleted, noteId }, () => `Deleted note ${noteId}.`);
}

export function registerNotesCommands(program: Command, free: FreeSession): void {
  const notes = program.command('notes').description("the analyst's notes on a company: list, add, edit, rm (the app's notes, shared with the team like them; free, offline)");
  notes
    .command('list')
    .description("a company's notes, oldest first; with --text, those matching, best first")
    .argument('<company>', 'CIN, FCIN or LLPIN')
    .option('--text <words>', 'only the notes matching these words')
    .action(async (raw: string, o: { text?: string }, cmd: Command) => {
      const id = companyIdArg(raw);
      const text = o.text?.trim();
      if (o.text !== undefined && !text) throw usageError('BAD_ARGUMENTS', '--text needs words to look for; it got none.');
      if (text && text.length > MAX_SEARCH) throw usageError('BAD_ARGUMENTS', `--text takes at most ${MAX_SEARCH} characters; it got ${text.length}.`);
      await free(cmd, (s, out) => list(out, s, id, text));
    });
  notes
    .command('add')
    .description('add a note on a company, or on a page of one of its filings')
    .argument('<company>', 'CIN, FCIN or LLPIN')
    .argument('<text...>', 'what the note says')
    .option('--filing <id>', 'the filing the note rests on (with --page)')
    .option('--page <n>', 'the page of that filing')
    .action(async (raw: string, words: string[], o: { filing?: string; page?: string }, cmd: Command) => {
      const id = companyIdArg(raw);
      const body = noteTextArg(words);
      const anchor = anchorArgs(o);
      await free(cmd, (s, out) => add(out, s, id, body, anchor));
    });
  notes
    .command('edit')
    .description("replace a note's text (where it rests stays)")
    .argument('<note-id>', 'the number dossier notes list shows')
    .argument('<text...>', 'the new text')
    .action(async (raw: string, words: string[], _o, cmd: Command) => {
      const noteId = noteIdArg(raw);
      const body = noteTextArg(words);
      await free(cmd, (s, out) => edit(out, s, noteId, body));
    });
  notes
    .command('rm')
    .description('delete a note')
    .argument('<note-id>', 'the number dossier notes list shows')
    .action(async (raw: string, _o, cmd: Command) => {
      const noteId = noteIdArg(raw);
      await free(cmd, (s, out) => remove(out, s, noteId));
    });
}
