/**
 * The exports this core wrote, by export id, so a finished export can be handed over again without
 * the window ever naming a path: the browser host serves it as a download, and only while the file
 * is still the one written (same size and SHA-256). A csv export is a folder and has no one file to
 * download. Kept in memory for this run only: a download link is an offer of the moment, and a
 * restart forgets it, as it forgets the dialog that showed it.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { exportIdSchema } from '../../../shared/bridge/id-schemas';
import type { ExportResult } from '../../../shared/bridge/reports';

/** Enough for a working day of exports; the oldest is forgotten first. */
const REMEMBERED = 200;

export interface WrittenExportFile {
  path: string;
  bytes: number;
  sha256: string;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export function createWrittenExports() {
  const byId = new Map<string, ExportResult>();
  return {
    record(result: ExportResult): void {
      byId.set(result.exportId, result);
      if (byId.size > REMEMBERED) byId.delete(byId.keys().next().value as string);
    },
    /** The one file an export wrote, checked against what was written; null for anything else. */
    async file(exportId: string): Promise<WrittenExportFile | null> {
      if (!exportIdSchema.safeParse(exportId).success) return null;
      const written = byId.get(exportId);
      if (written?.kind !== 'file') return null;
      try {
        const st = await stat(written.path);
        if (!st.isFile() || st.size !== written.bytes) return null;
        if ((await sha256Of(written.path)) !== written.sha256) return null;
      } catch {
        return null;
      }
      return { path: written.path, bytes: written.bytes, sha256: written.sha256 };
    },
  };
}

export type WrittenExports = ReturnType<typeof createWrittenExports>;
