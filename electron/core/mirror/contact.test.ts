/** Director contact purchase against the emulator: hot and cold paths, unseeded DIN, a racing 409, sandbox. */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DirectorEntry } from '../../../emulator/registry/types';
import { createApiClient } from '../api';
import { createAesGcmCipher, DB_FILE } from '../store';
import { clientFor, emulatorLedger, engineFor, RATE, startTestEmulator, tempLibrary } from '../../../test/support/core/mirror-support';

type Emu = Awaited<ReturnType<typeof startTestEmulator>>;

let emu: Emu;
const cipher = createAesGcmCipher(randomBytes(32));
const used = new Set<string>();

beforeAll(async () => {
  emu = await startTestEmulator();
});
afterAll(async () => {
  await emu.close();
});

/** A live director on the given contact path that no other test of this file has touched. */
function director(path: DirectorEntry['contactPath']): string {
  for (const company of emu.registry.companies()) {
    for (const din of company.directorDins) {
      const d = emu.registry.director(din);
      if (d && !d.sandbox && d.contactPath === path && !used.has(din)) {
        used.add(din);
        return din;
      }
    }
  }
  throw new Error(`no ${path} director`);
}

/** Every byte SQLite holds for the library (the database and its write-ahead log). */
function libraryBytes(dir: string): string {
  return ['', '-wal']
    .map((suffix) => path.join(dir, DB_FILE + suffix))
    .filter((file) => fs.existsSync(file))
    .map((file) => fs.readFileSync(file).toString('latin1'))
    .join('');
}

describe('director contact purchase', () => {
  it('hot path: quoted, unlocked and read once each, stored encrypted, ledger equal to the registry', async () => {
    const din = director('hot');
    const lib = tempLibrary();
    const engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live), contactCipher: cipher });
    try {
      const quote = await engine.quoteDirectorContact(din);
      expect(quote).toMatchObject({ action: 'directorContact', subject: din, sandbox: false, blockedReason: null, totalPaisa: 29_905 });
      expect(quote.lines.map((l) => [l.endpointKey, l.count, l.totalPaisa])).toEqual([
        ['directors.unlock', 1, 29_900],
        ['directors.contact', 1, 5],
      ]);
      const action = await engine.run(quote.quoteId);
      await engine.idle();
      expect(engine.get(action.id)).toMatchObject({ state: 'done', error: null, spentPaisa: 29_905 });

      const expected = emu.registry.directorContact(din) as Record<string, string>;
      expect(lib.library.contacts.get(din, cipher)?.contact).toEqual(expected);
      const bytes = libraryBytes(lib.dir);
      for (const value of [expected.emailAddress!, expected.mobileNumber!, expected.pan!]) expect(bytes).not.toContain(value);

      const theirs = emulatorLedger(emu).filter((e) => e.subject === din);
      const ours = lib.library.ledger.list({ limit: 100 });
      expect(ours.map((e) => [e.endpointKey, e.pricePaisa, e.requestId]).sort()).toEqual(theirs.map((e) => [e.endpoint, e.pricePaisa, e.requestId]).sort());
      expect(theirs.map((e) => e.endpoint).sort()).toEqual(['directors.contact', 'directors.unlock']);
    } finally {
      await engine.close();
      lib.cleanup();
    }
  });

  it('unseeded DIN: the action fails in words, nothing charged, nothing stored', async () => {
    const din = director('unseeded');
    const lib = tempLibrary();
    const engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live), contactCipher: cipher });
    try {
      const quote = await engine.quoteDirectorContact(din);
      expect(quote.blockedReason).toBeNull();
      const action = await engine.run(quote.quoteId);
      await engine.idle();
      const view = engine.get(action.id)!;
      expect(view.state).toBe('failed');
      expect(view.error).toMatchObject({ code: 'CONTACT_NOT_AVAILABLE', message: expect.stringContaining(din), hint: expect.stringMatching(/Nothing was charged/) });
      expect(emulatorLedger(emu).filter((e) => e.subject === din)).toEqual([]);
      expect(lib.library.ledger.list({ limit: 10 })).toEqual([]);
      expect(lib.library.contacts.has(din)).toBe(false);
    } finally {
      await engine.close();
      lib.cleanup();
    }
  });

  it('cold path: bought once the registry refreshed the contact; a refresh that fails is not charged', async () => {
    const cold = director('cold');
    const failing = director('cold-fails');
    const lib = tempLibrary();
    const engine = engineFor({ library: lib.library, client: clientFor(emu, emu.keys.live), contactCipher: cipher });
    try {
      const bought = await engine.run((await engine.quoteDirectorContact(cold)).quoteId);
      const refused = await engine.run((await engine.quoteDirectorContact(failing)).quoteId);
      await engine.idle();
      expect(engine.get(bought.id)).toMatchObject({ state: 'done', spentPaisa: 29_905 });
      expect(lib.library.contacts.has(cold)).toBe(true);
      expect(engine.get(refused.id)).toMatchObject({ state: 'failed', spentPaisa: 0, error: { code: 'CONTACT_NOT_AVAILABLE' } });
      expect(emulatorLedger(emu).filter((e) => e.subject === failing)).toEqual([]);
      expect(lib.library.contacts.has(failing)).toBe(false);
    } finally {
      await engine.close();
      lib.cleanup();
    }
  });

  it('an unlock bought elsewhere between the status read and the POST (409) is not bought again', async () => {
    const din = director('hot');
    let raced = false;
    const client = createApiClient({
      baseUrl: emu.url,
      apiKey: emu.keys.live,
      limits: { livePerMinute: RATE, testPerMinute: RATE },
      // Another session buys the unlock just before Dossier's POST reaches the registry.
      fetch: async (input, init) => {
        if (!raced && init?.method === 'POST' && String(input).endsWith(`/v1/directors/${din}/unlock`)) {
          raced = true;
          expect((await fetch(String(input), { method: 'POST', headers: { 'x-api-key': emu.keys.live } })).status).toBe(200);
        }
        return fetch(input, init);
      },
    });
    const lib = tempLibrary();
    const engine = engineFor({ library: lib.library, client, contactCipher: cipher });
    try {
      const quote = await engine.quoteDirectorContact(din);
      const action = await engine.run(quote.quoteId);
      await engine.idle();
      expect(raced).toBe(true);
      expect(engine.get(action.id)).toMatchObject({ state: 'done', error: null, spentPaisa: 5 });
      expect(emulatorLedger(emu).filter((e) => e.subject === din && e.endpoint === 'directors.unlock')).toHaveLength(1);
      expect(lib.library.ledger.list({ limit: 10 }).map((e) => e.endpointKey)).toEqual(['directors.contact']);
      expect(lib.library.contacts.get(din, cipher)?.contact).toEqual(emu.registry.directorContact(din));

      // Quoted again now: the unlock is priced at nothing, only the read.
      const again = await engine.quoteDirectorContact(din);
      expect(again.lines.map((l) => [l.endpointKey, l.count])).toEqual([
        ['directors.unlock', 0],
        ['directors.contact', 1],
      ]);
      expect(again.totalPaisa).toBe(5);
    } finally {
      await engine.close();
      lib.cleanup();
    }
  });

  it('sandbox test key: free, stored encrypted; without a cipher the quote is blocked', async () => {
    const din = emu.registry.sandboxDirectors()[0]!.din;
    const lib = tempLibrary();
    const client = clientFor(emu, emu.keys.test);
    const engine = engineFor({ library: lib.library, client, contactCipher: cipher });
    const noKey = engineFor({ library: lib.library, client });
    try {
      expect((await noKey.quoteDirectorContact(din)).blockedReason).toMatch(/no key to encrypt/);
      const quote = await engine.quoteDirectorContact(din);
      expect(quote).toMatchObject({ sandbox: true, totalPaisa: 0, blockedReason: null });
      const action = await engine.run(quote.quoteId);
      await engine.idle();
      expect(engine.get(action.id)).toMatchObject({ state: 'done', error: null, spentPaisa: 0 });
      expect(lib.library.contacts.get(din, cipher)?.contact).toMatchObject({ din });
      expect(lib.library.ledger.list({ limit: 10 })).toEqual([]);
      expect(emulatorLedger(emu).filter((e) => e.subject === din)).toEqual([]);
    } finally {
      await noKey.close();
      await engine.close();
      lib.cleanup();
    }
  });
});
