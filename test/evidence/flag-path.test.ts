// A flag's path (issue 28 item 7): a disqualified director's board that reaches the company only
// through a registered address both share, at depth 2. The flag says so in `dossier network` (its
// text and JSON), in the findings the app lists and in the PDF report read back with pdftotext.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { networkText } from '../../electron/cli/commands/network';
import { exportCompanyReport } from '../../electron/core/export';
import { connectionsView, reviewedFindings } from '../../electron/core/findings';
import { type Library, openLibrary } from '../../electron/core/store';
import { networkDocument } from '../../shared/bridge/network';
import { NOW, cinOf, mirrorCompany } from '../support/core/network-data';

const AT = 'Unit 71, Seji Chambers, Delhi, Delhi 110040';
const flat = (text: string) => text.replace(/\s+/g, ' ');
let dir: string;
let lib: Library;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dossier-flag-path-'));
  lib = openLibrary(dir);
  mirrorCompany(lib, cinOf(1), { name: 'Target Limited', address: AT, board: [{ din: '00000001', name: 'Asha Rao' }] });
  mirrorCompany(lib, cinOf(2), { name: 'Struck Co Private Limited', address: AT, board: [{ din: '00000002', name: 'Farhan Raj Das', disqualified: true }] });
});
afterEach(() => {
  lib.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a high flag reached through a shared registered address', () => {
  it('says through which link it reached the company, wherever it is shown', async () => {
    const view = connectionsView(lib, cinOf(1), { depth: 2, currentOnly: false }, NOW);
    const flag = view.flags.find((f) => f.kind === 'disqualifiedDirector')!;
    expect(flag.severity).toBe('high');
    const address = view.nodes.find((n) => n.kind === 'address')!.label;
    const words = `Struck Co Private Limited (${cinOf(2)}) reaches Target Limited (${cinOf(1)}) via the registered address they share, ${address}.`;
    // dossier network: its text and its JSON.
    expect(flat(networkText(view))).toContain(words);
    expect(JSON.stringify(networkDocument(view))).toContain(words);
    // The app's findings (and the Connections tab, which shows the flag's detail).
    expect(reviewedFindings(lib, cinOf(1), NOW).find((f) => f.rule === 'network-disqualified-director')!.detail).toContain(words);
    // The report, read back from the file.
    const out = path.join(dir, 'report.pdf');
    await exportCompanyReport(lib, cinOf(1), out, { now: NOW });
    const report = flat(execFileSync('pdftotext', [out, '-'], { encoding: 'utf8' }));
    expect(report).toContain(flat(words));
  });
});
