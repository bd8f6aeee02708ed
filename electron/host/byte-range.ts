/**
 * HTTP Range (RFC 9110 §14) for one file: pdf.js opens large filings by asking for the pieces it
 * needs. Only a single range is served as 206; a multi-range request gets the whole file (a server
 * may always ignore Range), which pdf.js never sends anyway.
 */

export type RangeAnswer =
  | { kind: 'full' }
  | { kind: 'partial'; start: number; end: number } // inclusive, as in Content-Range
  | { kind: 'unsatisfiable' };

export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'full' };
  const match = /^\s*bytes\s*=\s*(.+)$/i.exec(header);
  if (!match) return { kind: 'full' }; // another unit: ignore the header
  const specs = match[1]!.split(',');
  if (specs.length !== 1) return { kind: 'full' };
  const spec = /^\s*(\d*)\s*-\s*(\d*)\s*$/.exec(specs[0]!);
  if (!spec || (spec[1] === '' && spec[2] === '')) return { kind: 'full' };

  if (spec[1] === '') {
    // Suffix range: the last N bytes.
    const suffix = Number(spec[2]);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(spec[1]);
  const end = spec[2] === '' ? size - 1 : Math.min(Number(spec[2]), size - 1);
  if (spec[2] !== '' && Number(spec[2]) < start) return { kind: 'full' }; // invalid: ignore
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}
