// The background assessments: worked through in slices that hand the event loop back between
// them (a bridge call waits for one slice at most), a change marking entries stale and queueing
// only the companies of books this process follows, settled() for those that wait, close() ending it.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { masterInput } from '../../../test/support/core/store-support';
import { tempLibrary } from '../../../test/support/core/mirror-support';
import { createAssessWorker } from './assess-worker';

const ids = ['U72200KA2009PTC049881', 'U72200KA2009PTC049882', 'U72200KA2009PTC049883', 'U72200KA2009PTC049884', 'U72200KA2009PTC049885'];
const NOW = Date.parse('2026-11-21T10:00:00.000Z');

describe('the assessment worker', () => {
  let lib: ReturnType<typeof tempLibrary>;
  beforeEach(() => {
    lib = tempLibrary();
    for (const id of ids) lib.library.companies.upsertMaster(masterInput({ id, name: `Company ${id.slice(-1)} Private Limited`, knownAs: null }));
    const book = lib.library.portfolios.create({ name: 'B', sourceName: null });
    ids.forEach((companyId, i) => {
      lib.library.portfolios.rows.add(book.id, { line: i + 2, reference: `R${i}`, written: {}, exposurePaisa: 100, sanctionDate: null, rm: null, state: null, pin: null, tags: {}, companyId, resolution: 'resolved', resolvedBy: 'identifier', candidates: [], problem: null });
    });
  });
  afterEach(() => lib.cleanup());

  const computed = () => ids.filter((id) => lib.library.portfolios.assessments.get(id) !== null).length;

  it('works in slices, letting other work run between them', async () => {
    const worker = createAssessWorker(lib.library, () => NOW, 0);
    worker.want(ids);
    expect(computed()).toBe(0);
    const seen: number[] = [];
    // Work queued after the first slice runs before the last company is assessed.
    await new Promise<void>((resolve) => setImmediate(() => setImmediate(() => {
      seen.push(computed());
      resolve();
    })));
    await worker.settled();
    expect(seen[0]).toBeGreaterThan(0);
    expect(seen[0]).toBeLessThan(ids.length);
    expect(computed()).toBe(ids.length);
    expect(worker.waiting()).toBe(0);
    worker.close();
  });

  it('marks entries stale on a change, queueing again only the companies of followed books', async () => {
    const worker = createAssessWorker(lib.library, () => NOW);
    worker.want(ids);
    await worker.settled();
    worker.invalidate([ids[0]!]);
    expect(lib.library.portfolios.assessments.get(ids[0]!)!.stale).toBe(true);
    expect(worker.waiting()).toBe(0);
    worker.follow(lib.library.portfolios.list()[0]!.id);
    worker.invalidate(null);
    expect(ids.every((id) => lib.library.portfolios.assessments.get(id)!.stale)).toBe(true);
    expect(worker.waiting()).toBe(ids.length);
    await worker.settled([ids[0]!]);
    expect(lib.library.portfolios.assessments.get(ids[0]!)!.stale).toBe(false);
    worker.close();
    await worker.settled();
    expect(worker.waiting()).toBe(0);
  });
});
