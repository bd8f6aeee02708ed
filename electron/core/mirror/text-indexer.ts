/**
 * Indexes the text of downloaded PDFs in the background, one document at a time, yielding to the
 * event loop between pages so downloads and the analyst's calls are never held up for long. While
 * `holdWhile()` says so (an archive is being read: the zip road's critical path, on the same thread)
 * it waits: the archive's PDFs are stored sooner and indexed right after.
 * Durable by construction: a document is marked indexed in the same transaction as its text, so
 * after a restart `catchUp()` finds exactly the ones still to do.
 */
import { extractAndIndexDocument } from '../pdf-text';
import type { EngineContext } from './engine-context';

export interface TextIndexer {
  push(filingId: string): void;
  /** Queues every stored document whose text is not indexed yet. */
  catchUp(): void;
  idle(): Promise<void>;
  close(): Promise<void>;
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));
/** How often a held indexer looks again (real time: what it waits for is work on this thread). */
const HOLD_CHECK_MS = 250;

export function createTextIndexer(engine: EngineContext, holdWhile: () => boolean = () => false): TextIndexer {
  const pending: string[] = [];
  const queued = new Set<string>();
  let running: Promise<void> | null = null;
  let closed = false;

  async function drain(): Promise<void> {
    while (pending.length > 0 && !closed) {
      if (holdWhile()) {
        await new Promise<void>((resolve) => setTimeout(resolve, HOLD_CHECK_MS));
        continue;
      }
      const filingId = pending.shift()!;
      queued.delete(filingId);
      try {
        await extractAndIndexDocument(engine.library, filingId);
      } catch (error) {
        // Left unmarked, so the next start tries again; the PDF itself is stored and intact.
        engine.emit('error', { code: 'PDF_TEXT_FAILED', message: `The text of ${filingId} could not be indexed: ${error instanceof Error ? error.message : String(error)}` });
      }
      await yieldToLoop();
    }
  }

  function start(): void {
    if (running || closed) return;
    running = drain().finally(() => {
      running = null;
    });
  }

  return {
    push(filingId) {
      if (!engine.tuning.indexText || queued.has(filingId)) return;
      queued.add(filingId);
      pending.push(filingId);
      start();
    },
    catchUp() {
      if (!engine.tuning.indexText) return;
      for (const id of engine.library.documents.unindexed()) this.push(id);
    },
    async idle() {
      while (running) await running;
    },
    async close() {
      closed = true;
      while (running) await running;
    },
  };
}
