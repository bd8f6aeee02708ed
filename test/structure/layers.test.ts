// The core's rooms and what each may import, checked on every production file of electron/core:
// an import that reaches a room not in its list fails, and so does any circle of imports. The
// same table is in docs/architecture.md; a new room must be declared here before its first file
// lands. Tests (*.test.ts) are left out: they may reach into test/support/ and across rooms.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CORE = path.join(ROOT, 'electron/core');

interface Room {
  floor: number;
  /** The rooms it may import; `below` for the top rooms that wire everything under them. */
  mayImport: readonly string[] | 'below';
}

/**
 * Floors from the bottom. A room imports rooms on lower floors only, except where its list names
 * a neighbour on its own floor (pdf-text reads through store; the engine builds action views).
 * Top-level files are rooms of their own, named with their extension.
 */
const ROOMS: Record<string, Room> = {
  'app-error.ts': { floor: 0, mayImport: [] },
  'env-names.ts': { floor: 0, mayImport: [] },
  'bridge-handlers.ts': { floor: 0, mayImport: [] },
  'data-dir.ts': { floor: 0, mayImport: ['env-names.ts'] },
  'assistant-command.ts': { floor: 0, mayImport: ['env-names.ts'] },
  'process-alive.ts': { floor: 0, mayImport: [] },
  store: { floor: 1, mayImport: ['app-error.ts'] },
  api: { floor: 1, mayImport: ['app-error.ts'] },
  secrets: { floor: 1, mayImport: ['app-error.ts', 'env-names.ts'] },
  'pdf-text': { floor: 1, mayImport: ['app-error.ts', 'store'] },
  views: { floor: 2, mayImport: ['app-error.ts', 'store'] },
  mirror: { floor: 2, mayImport: ['app-error.ts', 'bridge-handlers.ts', 'process-alive.ts', 'store', 'api', 'pdf-text', 'views'] },
  findings: { floor: 3, mayImport: ['store', 'views'] },
  signals: { floor: 3, mayImport: ['app-error.ts', 'store', 'views', 'findings'] },
  notes: { floor: 3, mayImport: ['app-error.ts', 'store', 'views'] },
  'core-types.ts': { floor: 3, mayImport: ['bridge-handlers.ts', 'secrets'] },
  account: { floor: 4, mayImport: ['app-error.ts', 'bridge-handlers.ts', 'core-types.ts', 'process-alive.ts', 'store', 'api', 'secrets', 'views', 'mirror'] },
  export: { floor: 4, mayImport: ['app-error.ts', 'store', 'views', 'findings', 'notes', 'portfolio'] },
  watch: { floor: 4, mayImport: ['app-error.ts', 'bridge-handlers.ts', 'store', 'api', 'views', 'findings', 'mirror'] },
  team: { floor: 4, mayImport: ['app-error.ts', 'env-names.ts', 'process-alive.ts', 'store', 'mirror'] },
  portfolio: { floor: 4, mayImport: ['app-error.ts', 'bridge-handlers.ts', 'store', 'api', 'views', 'findings', 'signals', 'mirror'] },
  facade: { floor: 5, mayImport: 'below' },
  connector: { floor: 5, mayImport: 'below' },
  'index.ts': { floor: 6, mayImport: 'below' },
  'utility-entry.ts': { floor: 7, mayImport: 'below' },
};

function mayImport(from: string, to: string): boolean {
  const room = ROOMS[from];
  if (!room || !ROOMS[to]) return false;
  return room.mayImport === 'below' ? ROOMS[to]!.floor < room.floor : room.mayImport.includes(to);
}

const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

function productionFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...productionFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

/** The file a relative specifier names (`./x` → x.ts or x/index.ts); null for packages and node:. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return base;
}

function roomOf(file: string): string {
  // A folder's files belong to the folder; a top-level file is a room of its own.
  return path.relative(CORE, file).split(path.sep)[0]!;
}

const rel = (file: string) => path.relative(ROOT, file);

/** Every relative import of every production file, resolved to files. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of productionFiles(CORE)) {
    const text = fs.readFileSync(file, 'utf8');
    const targets: string[] = [];
    for (const m of text.matchAll(IMPORT)) {
      const target = resolveImport(file, m[1]!);
      if (target !== null) targets.push(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** Strongly connected components with more than one file (or a file importing itself): the circles. */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indices.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!indices.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, indices.get(w)!));
      }
    }
    if (low.get(v) === indices.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.map(rel).sort());
    }
  };
  for (const v of graph.keys()) if (!indices.has(v)) visit(v);
  return found;
}

const TEAM_PG = path.join(CORE, 'team', 'pg') + path.sep;
const isTeamPg = (file: string) => file.startsWith(TEAM_PG);

describe('the layers of electron/core', () => {
  const graph = importGraph();

  it('declares every room it finds', () => {
    const undeclared = [...new Set([...graph.keys()].map(roomOf))].filter((room) => !(room in ROOMS));
    expect(undeclared).toEqual([]);
  });

  it('lets a room import only the rooms its line of the table names, each on its own floor or lower', () => {
    for (const [name, room] of Object.entries(ROOMS)) {
      for (const target of room.mayImport === 'below' ? [] : room.mayImport) {
        expect(ROOMS[target], `${name} may import ${target}, which the table does not declare`).toBeDefined();
        expect(ROOMS[target]!.floor, `${name} (floor ${room.floor}) may import ${target}, a higher floor`).toBeLessThanOrEqual(room.floor);
      }
    }
    const broken: string[] = [];
    for (const [file, targets] of graph) {
      const from = roomOf(file);
      for (const target of targets) {
        if (!target.startsWith(CORE + path.sep)) continue;
        const to = roomOf(target);
        if (to !== from && !mayImport(from, to)) broken.push(`${rel(file)} -> ${rel(target)} (${from} may not import ${to})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('has no circle of imports', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('runs SQL only in store/ (PostgreSQL only in team/pg/) and never imports electron', () => {
    const offenders: string[] = [];
    const storeIndex = path.join(CORE, 'store', 'index.ts');
    for (const [file, targets] of graph) {
      // The store's index hands out repositories only; the connection behind them stays inside.
      if (roomOf(file) !== 'store') {
        for (const target of targets) if (roomOf(target) === 'store' && target !== storeIndex) offenders.push(`${rel(file)} reaches into ${rel(target)}`);
      }
      const text = fs.readFileSync(file, 'utf8');
      if (roomOf(file) !== 'store' && /from\s*['"]better-sqlite3['"]/.test(text)) offenders.push(`${rel(file)} imports better-sqlite3`);
      if (/from\s*['"]electron['"]|import\(\s*['"]electron['"]\s*\)/.test(text)) offenders.push(`${rel(file)} imports electron`);
      // The team library's PostgreSQL is not the library's SQLite: its SQL has one folder of its own,
      // team/pg/, the only place that may import the driver, so "no SQL outside store/" stays true
      // of SQLite and the PostgreSQL statements are as easy to find.
      if (!isTeamPg(file) && /from\s*['"]pg['"]/.test(text)) offenders.push(`${rel(file)} imports pg outside team/pg/`);
    }
    expect(offenders).toEqual([]);
  });
});
