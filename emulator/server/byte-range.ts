/**
 * HTTP `Range: bytes=...` on blob downloads (RFC 9110 section 14), so a cut download can resume.
 * One range is honoured; several ranges, another unit or a malformed header are ignored (the whole
 * body, 200), as the RFC allows; a range starting past the end is unsatisfiable (416).
 */
export type RangeAnswer =
  | { kind: 'whole' }
  | { kind: 'partial'; start: number; end: number } // inclusive end
  | { kind: 'unsatisfiable' };

export function parseRange(header: string | undefined, length: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const m = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'whole' };
  if (m[1] === '') {
    // Suffix range: the last N bytes.
    const suffix = Number(m[2]);
    if (suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, length - suffix), end: length - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? length - 1 : Math.min(Number(m[2]), length - 1);
  if (start >= length) return { kind: 'unsatisfiable' };
  if (end < start) return { kind: 'whole' };
  return { kind: 'partial', start, end };
}
