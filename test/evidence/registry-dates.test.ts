// Dates as the registry wrote them (issue 28 item 6): Sipax Castings' former identifier ended on
// "06/07/2019" in the registry's master record (MM/DD/YYYY, 7 June). Every stored date is ISO in
// data (the network's JSON, GraphML and GEXF: 2019-06-07) and "7 Jun 2019" on screen; never the
// registry's slashes, which an Indian reader takes for 6 July. Expected values come from the raw
// payload the emulator serves, parsed here by hand.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../electron/cli/run-cli';
import { MemorySecretStore } from '../../electron/core/secrets';
import { memoryIo, removeTempDirs, tempDir } from '../support/cli/cli-kit';
import { SANDBOX, type SandboxLibrary, openSandboxLibrary } from '../support/core/sandbox-library';

let lib: SandboxLibrary;
let raw: { cin: string; toDate: string };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

beforeAll(async () => {
  lib = await openSandboxLibrary();
  await lib.mirror(SANDBOX.sipax);
  const res = await fetch(`${lib.emu.url}/v1/companies/${SANDBOX.sipax}`, { headers: { 'x-api-key': lib.emu.keys.test } });
  const body = (await res.json()) as { data: { cinHistory: Array<{ cin: string; toDate: string }> } };
  raw = body.data.cinHistory[0]!;
}, 240_000);

afterAll(async () => {
  await lib?.close();
  removeTempDirs();
});

async function dossier(args: string[]) {
  const io = memoryIo('', {});
  const code = await runCli(['--data-dir', lib.fx.dataDir, ...args], io, { chooseSecrets: async () => new MemorySecretStore(), version: 'test' });
  expect(code, io.stderrText()).toBe(0);
  return io.stdoutText();
}

describe("the former identifier's end date", () => {
  it('is read as the registry means it (MM/DD/YYYY) and written ISO in data, "7 Jun 2019" on screen', async () => {
    const [, mm, dd, yyyy] = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(raw.toDate)!;
    const iso = `${yyyy}-${mm}-${dd}`;
    const words = `${Number(dd)} ${MONTHS[Number(mm) - 1]} ${yyyy}`;
    expect(raw.toDate).toBe('06/07/2019'); // the case the issue names: month first
    expect(iso).toBe('2019-06-07');

    const json = JSON.parse(await dossier(['--json', 'network', SANDBOX.sipax, '--depth', '1'])).value as { edges: Array<{ kind: string; to: string; until?: string }> };
    const former = json.edges.find((e) => e.kind === 'formerName' && e.to === raw.cin)!;
    expect(former.until).toBe(iso);

    const text = await dossier(['network', SANDBOX.sipax, '--depth', '1']);
    expect(text).toContain(words);
    expect(text).not.toContain(raw.toDate);

    const dir = tempDir('registry-dates');
    for (const format of ['json', 'graphml', 'gexf'] as const) {
      const out = path.join(dir, `net.${format}`);
      await dossier(['network', 'export', SANDBOX.sipax, '--format', format, '--out', out]);
      const file = fs.readFileSync(out, 'utf8');
      expect(file, format).toContain(iso);
      expect(file, format).not.toContain(raw.toDate);
    }

    // The company screen's history reads the same day.
    const detail = await lib.fx.call('company.detail', { id: SANDBOX.sipax });
    expect(detail.idHistory.find((h) => h.id === raw.cin)?.to).toBe(iso);
  });
});
