/**
 * CSV as banks' systems and spreadsheets write it: RFC 4180 quoting ("" inside a quoted cell, line
 * breaks inside quotes), any of the delimiters a locale uses (comma, semicolon, tab: whichever the
 * header line holds most of outside quotes), CRLF, LF or a lone CR, a byte order mark. Each record
 * keeps the line of the file it starts on, so a problem is reported where the analyst will look.
 */
export interface CsvRecord {
  /** 1-based line of the file the record starts on. */
  line: number;
  cells: string[];
}

const DELIMITERS = [',', ';', '\t'] as const;

/** The delimiter the first line uses most, outside quotes (a comma when it has none). */
export function detectDelimiter(text: string): string {
  let best: string = ',';
  let most = 0;
  for (const d of DELIMITERS) {
    let n = 0;
    let quoted = false;
    for (const ch of text) {
      if (ch === '"') quoted = !quoted;
      else if (!quoted && (ch === '\n' || ch === '\r')) break;
      else if (!quoted && ch === d) n++;
    }
    if (n > most) {
      most = n;
      best = d;
    }
  }
  return best;
}

/** The records of a CSV text; an unclosed quote ends the text with what it holds. */
export function parseCsv(raw: string): { records: CsvRecord[]; delimiter: string; unclosedQuoteAt: number | null } {
  const text = raw.charCodeAt(0) === 0xfeff ? raw.slice(1) : raw;
  const delimiter = detectDelimiter(text);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let startLine = 1;
  let quoteOpenedAt = 0;
  const endCell = () => {
    cells.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push({ line: startLine, cells });
    cells = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n' || (ch === '\r' && text[i + 1] !== '\n')) line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && cell.trim() === '') {
      // A quote opens a quoted cell only at its start (spaces before it dropped); elsewhere it is text.
      cell = '';
      quoted = true;
      quoteOpenedAt = line;
    } else if (ch === delimiter) endCell();
    else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      startLine = line;
    } else cell += ch;
  }
  if (cell !== '' || cells.length > 0 || quoted) endRecord();
  return { records, delimiter, unclosedQuoteAt: quoted ? quoteOpenedAt : null };
}
