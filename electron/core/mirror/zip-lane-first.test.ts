// Issue 9: while a company's archives are read, the analyst's own calls and another company's
// mirror still get their API calls; nothing waits behind the archive lane. The emulator holds the
// first archive mid-body until the test releases it, so "behind the archive" would mean "never while
// held": the test asserts on what happened while the hold lasted and on the order requests were
// sent, never on how long anything took.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api';
import { checkDocuments, engineFor, liveCompanyWithFilings, RATE, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;

/** Waits for `done()` to hold, looking again between turns of the event loop; fails naming `what`. */
async function until(done: () => boolean, what: string): Promise<void> {
  for (let turn = 0; turn < 12_000; turn++) {
    if (done()) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never happened: ${what}`);
}

const ARCHIVE_KINDS = ['zip', 'zip-rest'];

describe('the analyst and other mirrors while archives are read', () => {
  let emu: Emu;
  beforeAll(async () => {
    emu = await startTestEmulator();
  });
  afterAll(async () => {
    await emu.close();
  });

  it("answers an analyst's lookup next and runs another company's mirror up to its archives, the first archive still in flight", async () => {
    const bigger = liveCompanyWithFilings(emu, 200, 300); // three archives, and extraction reads to make
    const smaller = liveCompanyWithFilings(emu, 20, 100, [bigger]);
    const looked = liveCompanyWithFilings(emu, 0, 20, [bigger, smaller]);
    // Every request the app's one client sends, in order (the registry's paths).
    const sent: string[] = [];
    const client = createApiClient({
      baseUrl: emu.url,
      apiKey: emu.keys.live,
      // A tenth of the emulator's limit: the mirror's calls queue at the pacer, as they do at the live key's 60/min.
      limits: { livePerMinute: RATE / 10, testPerMinute: RATE / 10 },
      timeoutMs: 60_000,
      fetch: (input, init) => {
        sent.push(new URL(input instanceof Request ? input.url : String(input)).pathname);
        return fetch(input, init);
      },
    });
    const lib = tempLibrary();
    // Quoted with room for every extraction read, so no action pauses at its accepted quote.
    const engine = engineFor({ library: lib.library, client });
    const held = () => emu.faults.heldBlobDownloads() === 1;
    emu.faults.holdBlobDownloads(1, 64 * 1024);
    try {
      const first = await engine.run((await engine.quoteMirror(bigger, { includeDirectors: false })).quoteId);
      await until(held, `the first archive of ${bigger} in flight`);
      const open = (actionId: string) => lib.library.queue.list(actionId).filter((i) => i.state === 'pending' || i.state === 'running');
      expect(open(first.id).filter((i) => i.kind === 'zip' && i.state === 'running')).toHaveLength(1);
      // Its API work (extraction reads) is still queued: the lookup below has something to overtake.
      const apiWork = open(first.id).filter((i) => !ARCHIVE_KINDS.includes(i.kind));
      expect(apiWork.length).toBeGreaterThan(0);

      // The analyst looks a company up: sent next (at most the mirror's call already granted goes before it).
      const askedAt = sent.length;
      const master = await client.getCompany(looked);
      expect(master.data).toMatchObject({ cin: looked });
      const lookupAt = sent.indexOf(`/v1/companies/${looked}`, askedAt);
      expect(lookupAt - askedAt).toBeLessThanOrEqual(1);
      expect(held()).toBe(true);

      // Another company's mirror, started now, makes its own API calls (master record, filings,
      // unlock, status reads, priority PDFs) and reaches its archives while the first is still held.
      const second = await engine.run((await engine.quoteMirror(smaller, { includeDirectors: false })).quoteId);
      await until(() => open(second.id).some((i) => i.kind === 'zip'), `${smaller}'s mirror reaching its archives`);
      expect(held()).toBe(true);
      expect(open(first.id).filter((i) => i.kind === 'zip' && i.state === 'running')).toHaveLength(1);
      expect(sent).toContain(`/v1/companies/${smaller}`);
      expect(sent.filter((p) => p.startsWith(`/v1/companies/${smaller}/`)).length).toBeGreaterThan(2);
      // The first mirror's API work went on meanwhile too: the lookup overtook it, did not wait for it.
      expect(sent.slice(lookupAt + 1).some((p) => p.startsWith(`/v1/companies/${bigger}/`))).toBe(true);

      // Released, both mirrors end with every PDF on disk and intact.
      emu.faults.releaseBlobDownloads();
      await engine.idle();
      expect(engine.get(first.id)).toMatchObject({ state: 'done', error: null });
      expect(engine.get(second.id)).toMatchObject({ state: 'done', error: null });
      for (const cin of [bigger, smaller]) {
        expect(checkDocuments(lib.library, cin)).toEqual({ count: emu.registry.filings(cin).length, bad: [] });
      }
    } finally {
      emu.faults.reset();
      await engine.close();
      lib.cleanup();
    }
  }, 240_000);
});
