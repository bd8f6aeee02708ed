import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ActionView, DirectorDetail, DirectorRoleView, Quote } from '../../shared/bridge/views';
import { renderDirector } from './format-library';
import { renderQuote } from './format-quote';
import { plural, renderFields, renderTable } from './format-table';
import { day, fy, money, when } from './format-values';
import { createProgress, progressBar } from './progress';

const quote: Quote = {
  quoteId: 'q1',
  action: 'mirror',
  subject: 'L25339TN1981PLC111844',
  title: 'Mirror L25339TN1981PLC111844',
  lines: [
    { label: 'Unlock', endpointKey: 'companies.unlock', count: 1, unitPricePaisa: 33_000, totalPaisa: 33_000, mostCount: 1, mostPaisa: 33_000 },
    { label: 'PDF downloads', endpointKey: 'companies.filings.download', count: 1_260, unitPricePaisa: 5, totalPaisa: 6_300, mostCount: 1_260, mostPaisa: 6_300 },
  ],
  totalPaisa: 39_300,
  mostPaisa: 39_300,
  walletBeforePaisa: 1_234_567_800,
  walletAfterPaisa: 1_234_528_500,
  walletAfterMostPaisa: 1_234_528_500,
  sandbox: false,
  requiresConfirmation: false,
  blockedReason: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  expiresAt: '2026-11-21T10:10:00.000Z',
};

const view = (over: Partial<ActionView>): ActionView => ({
  id: 'a1',
  kind: 'mirror',
  subject: 'X',
  title: 'Mirror X',
  state: 'running',
  done: 0,
  total: 10,
  step: '',
  spentPaisa: 0,
  sandbox: false,
  error: null,
  createdAt: '2026-11-21T10:00:00.000Z',
  finishedAt: null,
  ...over,
});

function collect(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY, columns: 80 });
  let text = '';
  stream.setEncoding('utf8').on('data', (c: string) => (text += c));
  return { stream, text: () => text };
}

describe('values', () => {
  it('formats money with Indian grouping, dates, instants in IST and FY labels', () => {
    expect(money(1_234_567_800)).toBe('₹1,23,45,678.00');
    expect(money(null)).toBe('—');
    expect(day('2026-11-21T20:00:00.000Z')).toBe('22 Nov 2026'); // 01:30 IST on the 22nd
    expect(day('2026-11-21')).toBe('21 Nov 2026');
    expect(when('2026-11-21')).toBe('21 Nov 2026');
    expect(when('2026-11-21T20:00:00.000Z')).toBe('22 Nov 2026, 01:30 IST');
    expect(fy(2025)).toBe('FY 2025-26');
    expect(plural(123_456, 'filing')).toBe('1,23,456 filings');
    expect(plural(1, 'filing')).toBe('1 filing');
  });
});

describe('tables', () => {
  it('pads columns, aligns numbers right and cuts long cells', () => {
    const text = renderTable(
      [
        { header: 'Name', value: (r: { name: string; amount: string }) => r.name, maxWidth: 8 },
        { header: 'Amount', value: (r) => r.amount, align: 'right' },
      ],
      [
        { name: 'Short', amount: '₹5.00' },
        { name: 'A very long company name', amount: '₹1,23,456.00' },
      ],
    );
    expect(text.split('\n')).toEqual(['Name            Amount', '--------  ------------', 'Short            ₹5.00', 'A very …  ₹1,23,456.00']);
  });

  it('wraps a wrapping column at word boundaries, so two labels that differ at their end stay apart', () => {
    const rows = [
      { label: 'Cash and cash equivalents cash flow statement at beginning of period', v: '1' },
      { label: 'Cash and cash equivalents cash flow statement at end of period', v: '2' },
    ];
    const text = renderTable([{ header: 'Item', value: (r: (typeof rows)[number]) => r.label, wrapWidth: 30 }, { header: 'Value', value: (r) => r.v, align: 'right' }], rows);
    expect(text.split('\n')).toEqual([
      'Item                            Value',
      '------------------------------  -----',
      'Cash and cash equivalents cash      1',
      'flow statement at beginning of',
      'period',
      'Cash and cash equivalents cash      2',
      'flow statement at end of',
      'period',
    ]);
    expect(text).not.toContain('…');
  });

  it('aligns label/value blocks and leaves out empty values', () => {
    expect(renderFields([['CIN', 'U1'], ['Status', null], ['Spent in total', '₹0.00']])).toBe('CIN:             U1\nSpent in total:  ₹0.00');
  });
});

describe('quotes', () => {
  it('shows every line price, the total and the wallet before and after', () => {
    const text = renderQuote(quote);
    expect(text.split('\n')[0]).toBe('Mirror L25339TN1981PLC111844 — total ₹393.00');
    expect(text).toMatch(/Unlock\s+1\s+₹330\.00\s+₹330\.00/);
    expect(text).toMatch(/PDF downloads\s+1,260\s+₹0\.05\s+₹63\.00/);
    expect(text).toMatch(/Total\s+₹393\.00/);
    expect(text).toContain('Wallet: ₹1,23,45,678.00 → ₹1,23,45,285.00');
    expect(text).not.toContain('Sandbox');
  });

  it('says when nothing is charged and why a quote cannot run', () => {
    const sandbox = renderQuote({ ...quote, sandbox: true, totalPaisa: 0, lines: [] });
    expect(sandbox).toContain('nothing is charged');
    const blocked = renderQuote({ ...quote, lines: [], blockedReason: 'The wallet holds ₹2.00' });
    expect(blocked.split('\n')[0]).toBe('Mirror L25339TN1981PLC111844');
    expect(blocked).toContain('Blocked: The wallet holds ₹2.00');
    expect(blocked).not.toContain('Wallet:');
    const refused = renderQuote({
      ...quote,
      lines: [],
      blockedReason: 'The key was revoked',
      blockedError: { code: 'API_KEY_REVOKED', message: 'The key was revoked', requestId: 'req_9f2', status: 401 },
    });
    expect(refused).toContain('Blocked: The key was revoked (API_KEY_REVOKED, request id req_9f2)');
  });

  it('closes a nothing-to-buy line with one full stop (issue 28 item 18)', () => {
    expect(renderQuote({ ...quote, lines: [], nothingToBuy: 'Every PDF is in the library.' })).toBe('Mirror L25339TN1981PLC111844: Every PDF is in the library.');
    expect(renderQuote({ ...quote, lines: [], nothingToBuy: 'Every PDF is in the library' })).toBe('Mirror L25339TN1981PLC111844: Every PDF is in the library.');
  });
});

describe('progress', () => {
  it('draws a bar proportional to the work done', () => {
    expect(progressBar(0, 10, 10)).toBe('[----------]');
    expect(progressBar(5, 10, 10)).toBe('[#####-----]');
    expect(progressBar(12, 10, 10)).toBe('[##########]');
    expect(progressBar(3, 0, 4)).toBe('[----]');
  });

  it('writes one plain line per step when stderr is not a terminal', () => {
    const { stream, text } = collect(false);
    const progress = createProgress(stream);
    progress.update(view({ done: 0, total: 100, step: 'Reading the master record' }));
    progress.update(view({ done: 1, total: 100, step: 'Downloading flg_AAAAAAAA1' }));
    progress.update(view({ done: 2, total: 100, step: 'Downloading flg_BBBBBBBB2' }));
    progress.update(view({ done: 15, total: 100, step: 'Downloading flg_CCCCCCCC3' }));
    progress.update(view({ done: 100, total: 100, step: 'Done', state: 'done' }));
    progress.finish();
    expect(text().split('\n')).toEqual([
      '[0/100] Reading the master record',
      '[1/100] Downloading flg_AAAAAAAA1',
      '[15/100] Downloading flg_CCCCCCCC3',
      '[100/100] Done',
      '',
    ]);
  });

  it('groups the counts of a large mirror as every other number (issue 18 item 15)', () => {
    const { stream, text } = collect(false);
    const progress = createProgress(stream);
    progress.update(view({ done: 1_241, total: 1_260, step: 'Downloading' }));
    progress.finish();
    expect(text()).toBe('[1,241/1,260] Downloading\n');
  });

  it('redraws one line on a terminal and ends it when finished', () => {
    const { stream, text } = collect(true);
    const progress = createProgress(stream);
    progress.update(view({ done: 5, total: 10, step: 'Downloading', spentPaisa: 250 }));
    progress.finish();
    expect(text()).toBe(`\r\x1b[2K${progressBar(5, 10)} 5/10  Downloading  ₹2.50 spent\n`);
  });
});

const role = (over: Partial<DirectorRoleView>): DirectorRoleView => ({
  companyId: 'U46934WB2022PTC379350',
  companyName: 'Kemi Trading Private Limited',
  sources: ['profile'],
  role: null,
  designation: 'Director',
  appointedOn: '2024-02-13',
  ceasedOn: null,
  ceasedAsWritten: null,
  kmp: null,
  mirrored: true,
  ...over,
});

const director = (roles: DirectorRoleView[]): DirectorDetail => ({
  din: '03779750',
  fullName: 'Hemant Singh',
  firstName: 'Hemant',
  lastName: 'Singh',
  gender: null,
  nationality: null,
  educationalQualification: null,
  sandbox: true,
  profileReadAt: null,
  profileRequestId: null,
  roles,
  links: [],
  contactInLibrary: false,
  profile: { din: '03779750' },
});

describe('director', () => {
  it('shows a role the register and the profile both name once, with where it was read (issue 18 item 15)', () => {
    const out = renderDirector(
      director([
        role({ sources: ['master', 'profile'] }),
        role({ companyId: 'U68260OR2015PTC018915', companyName: 'Bosvish Properties Private Limited', sources: ['profile'], mirrored: false }),
      ]),
    );
    expect(out).toContain('Roles (2)');
    expect(out).toMatch(/Kemi Trading Private Limited .*13 Feb 2024 .*company register \+ profile/);
    expect(out).toMatch(/Bosvish Properties Private Limited \(not mirrored\) .* profile$/m);
  });

  it('shows a cessation the profile wrote in no readable form as written, never as a current role', () => {
    const out = renderDirector(director([role({ ceasedAsWritten: '31/03/2025' })]));
    expect(out).toMatch(/Kemi Trading Private Limited .*13 Feb 2024 +"31\/03\/2025" \(not a readable date\) +profile$/m);
  });
});

