// Issue 14 item 9: the "look it up on the registry" hint printed an unquoted command
// (`dossier lookup """`). The hint is checked by the shell itself: pasted as printed, it must give
// `dossier lookup` exactly the words searched for.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { renderHits, shellWord } from './format-library';

/** The arguments a POSIX shell makes of a command line's tail. */
function argsAfter(command: string, prefix: string): string[] {
  expect(command.startsWith(prefix)).toBe(true);
  const out = execFileSync('/bin/sh', ['-c', `printf '%s\\0' ${command.slice(prefix.length)}`]);
  return out.toString('utf8').split('\0').slice(0, -1);
}

describe('the lookup hint of an empty search', () => {
  it.each([
    'kemi trading',
    `o'brien "quoted" co`,
    // Harmless payloads: a hint quoted wrongly must fail this test, not harm the machine running it.
    'acme $(echo injected) `echo too` ; echo third',
    'tata & sons | ltd',
  ])('quotes %j so the shell gives lookup the very words', (query) => {
    const hint = renderHits([], query);
    const command = hint.slice(hint.indexOf('dossier lookup '));
    expect(argsAfter(command, 'dossier lookup ')).toEqual(query.trim().split(/\s+/));
  });

  it('suggests no lookup for an empty search (lookup "" is refused)', () => {
    expect(renderHits([], '  ')).not.toContain('dossier lookup');
    expect(shellWord('plain')).toBe('plain');
  });
});
