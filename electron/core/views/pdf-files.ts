/**
 * `files.pdfPath`: the absolute path of a stored PDF, only once its bytes match the sha256 the
 * library recorded. A PDF viewer asks for the same file many times (range requests), so a
 * verified file is remembered by size and modification time and not hashed again until it changes.
 */
import fs from 'node:fs';
import { normaliseFilingId } from '../../../shared/ids';
import type { Library } from '../store';

export function createPdfFiles(library: Library) {
  const verified = new Map<string, string>();
  return {
    async pdfPath(filingId: string): Promise<string | null> {
      const id = normaliseFilingId(filingId);
      if (!id.ok) return null;
      const doc = library.documents.get(id.id);
      if (!doc) return null;
      const abs = library.documents.absolutePath(doc);
      let stamp: string;
      try {
        const st = fs.statSync(abs);
        stamp = `${st.size}:${st.mtimeMs}:${doc.sha256}`;
      } catch {
        return null;
      }
      if (verified.get(id.id) === stamp) return abs;
      if (!library.documents.verify(id.id).ok) {
        verified.delete(id.id);
        return null;
      }
      verified.set(id.id, stamp);
      return abs;
    },
  };
}
