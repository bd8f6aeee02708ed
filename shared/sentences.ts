/**
 * Messages are built from pieces that may or may not end in a full stop already (a reason that
 * ends with its hint's "Check the company identifier.", a registry message, a quote's reason), so
 * "…identifier.. Nothing was spent." happened wherever a piece was followed by ". ". Every message
 * that closes or joins such pieces goes through these two.
 */

/** `text` as a closed sentence: trailing spaces and full stops trimmed, then one full stop ("?" and "!" kept). */
export function sentence(text: string): string {
  const trimmed = text.replace(/[\s.]+$/, '');
  if (trimmed === '') return '';
  return /[?!]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Pieces joined as sentences, each closed once, one space between; empty pieces left out. */
export function sentences(...parts: Array<string | null | undefined | false>): string {
  return parts
    .filter((p): p is string => typeof p === 'string')
    .map(sentence)
    .filter((s) => s !== '')
    .join(' ');
}
