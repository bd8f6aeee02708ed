// Rendering a 14 MB filing takes a few hundred milliseconds; clients download the same files over
// and over (retries, zips, the viewer), so the server keeps recent renders in a byte-bounded LRU.

export const DEFAULT_PDF_CACHE_BYTES = 64 * 1024 * 1024;

export class PdfCache {
  /** Map iteration order is insertion order: the first key is the least recently used. */
  private readonly entries = new Map<string, Uint8Array>();
  private readonly pending = new Map<string, Promise<Uint8Array>>();
  private bytes = 0;

  constructor(readonly maxBytes = DEFAULT_PDF_CACHE_BYTES) {
    if (!Number.isSafeInteger(maxBytes) || maxBytes < 0) throw new Error(`invalid cache size ${maxBytes}`);
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  get(filingId: string): Uint8Array | undefined {
    const hit = this.entries.get(filingId);
    if (hit) {
      this.entries.delete(filingId);
      this.entries.set(filingId, hit);
    }
    return hit;
  }

  has(filingId: string): boolean {
    return this.entries.has(filingId);
  }

  /** Stores a render; one larger than the whole cache is not kept (it would evict everything). */
  set(filingId: string, pdf: Uint8Array): void {
    this.delete(filingId);
    if (pdf.length > this.maxBytes) return;
    this.entries.set(filingId, pdf);
    this.bytes += pdf.length;
    for (const [key, value] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= value.length;
    }
  }

  delete(filingId: string): void {
    const old = this.entries.get(filingId);
    if (old) {
      this.entries.delete(filingId);
      this.bytes -= old.length;
    }
  }

  /** The cached bytes, or one render shared by every concurrent caller asking for the same filing. */
  getOrRender(filingId: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const hit = this.get(filingId);
    if (hit) return Promise.resolve(hit);
    const inFlight = this.pending.get(filingId);
    if (inFlight) return inFlight;
    const promise = render()
      .then((pdf) => {
        this.set(filingId, pdf);
        return pdf;
      })
      .finally(() => this.pending.delete(filingId));
    this.pending.set(filingId, promise);
    return promise;
  }
}
