// Test support (fixtures, seeds, fakes, child scripts) lives under test/support/ and nowhere else:
// no production file imports it, so no bundle can carry it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const PRODUCTION = ['shared', 'electron', 'emulator', 'renderer', 'scripts'];
const IMPORT = /(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

function trackedSources(): string[] {
  const out = execFileSync('git', ['ls-files', ...PRODUCTION], { cwd: ROOT, encoding: 'utf8' });
  return out.split('\n').filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) && fs.existsSync(path.join(ROOT, f)));
}

describe('test support stays out of production', () => {
  it('no production file imports anything under test/', () => {
    const offenders: string[] = [];
    for (const file of trackedSources()) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const m of text.matchAll(IMPORT)) {
        const target = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), m[1]!));
        if (target.startsWith(`test${path.sep}`)) offenders.push(`${file} -> ${m[1]}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('no production folder holds a file named as a fixture, seed, fake or test kit', () => {
    const named = trackedSources().filter((f) => /(^|[/-])(fixtures?|test-support|test-kit|testkit|fake-[\w-]+|[\w-]*-seed|test-[\w-]+)\.tsx?$/.test(f));
    expect(named).toEqual([]);
  });
});
