// The last few parsed PDFs, kept for back-and-forth between filings: going back to a filing read a
// minute ago shows it at once, without reading and parsing the file again. A document is keyed by
// its filing and the SHA-256 the library holds for it, so a filing whose PDF changed is read anew.
// Documents on screen are never destroyed; the least recently used of the others go beyond `keep`.

export interface Destroyable {
  destroy(): Promise<void> | void;
}

interface Entry<D extends Destroyable> {
  filingId: string;
  sha256: string;
  pending: Promise<D>;
  doc: D | null;
  users: number;
  usedAt: number;
  /** Replaced by a newer version of the same filing: destroyed once nobody shows it. */
  stale: boolean;
}

export class PdfDocumentCache<D extends Destroyable> {
  private readonly entries = new Map<string, Entry<D>>();
  private clock = 0;

  constructor(private readonly keep: number) {}

  /** The parsed document of a filing, if one is ready (whatever its version): for the first frame. */
  ready(filingId: string): { doc: D; sha256: string } | null {
    const entry = this.entries.get(filingId);
    return entry?.doc ? { doc: entry.doc, sha256: entry.sha256 } : null;
  }

  /**
   * This version of the filing's document, the one kept or `open()` run once for every caller,
   * held on screen until `release` (call it exactly when the document is no longer shown, whether
   * or not it finished opening).
   */
  acquire(filingId: string, sha256: string, open: () => Promise<D>): { pending: Promise<D>; release: () => void } {
    let entry = this.entries.get(filingId);
    if (!entry || entry.sha256 !== sha256) {
      if (entry) this.retire(entry);
      entry = this.start(filingId, sha256, open);
    }
    const held = entry;
    held.users += 1;
    held.usedAt = ++this.clock;
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      held.users -= 1;
      held.usedAt = ++this.clock;
      if (held.stale && held.users === 0) void held.doc?.destroy();
      this.trim();
    };
    return { pending: held.pending, release };
  }

  private start(filingId: string, sha256: string, open: () => Promise<D>): Entry<D> {
    // The callbacks run after `entry` exists: a promise never settles synchronously.
    const pending = open().then(
      (doc) => {
        entry.doc = doc;
        if (entry.stale && entry.users === 0) void doc.destroy();
        this.trim();
        return doc;
      },
      (error: unknown) => {
        if (this.entries.get(filingId) === entry) this.entries.delete(filingId);
        throw error;
      },
    );
    const entry: Entry<D> = { filingId, sha256, pending, doc: null, users: 0, usedAt: ++this.clock, stale: false };
    this.entries.set(filingId, entry);
    return entry;
  }

  /** How many documents are kept (for tests and the bench's notes). */
  get size(): number {
    return this.entries.size;
  }

  private retire(entry: Entry<D>): void {
    this.entries.delete(entry.filingId);
    entry.stale = true;
    if (entry.doc && entry.users === 0) void entry.doc.destroy();
  }

  private trim(): void {
    const idle = [...this.entries.values()].filter((e) => e.users === 0 && e.doc !== null).sort((a, b) => a.usedAt - b.usedAt);
    let excess = this.entries.size - this.keep;
    for (const entry of idle) {
      if (excess <= 0) break;
      this.retire(entry);
      excess -= 1;
    }
  }
}
