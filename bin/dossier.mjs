#!/usr/bin/env node
// `dossier` from a checkout, without a build step: the TypeScript sources are bundled by esbuild
// into `.cli-build/bundle/main.mjs` (packages stay external) and that file is run. Bundled ahead,
// the CLI starts at about 110 MB where compiling in-process with tsx took about 180 MB, plus 300 MB
// more once tsx had transformed pdf.js (issue 9: a mirror's peak under 300 MB). The bundle is
// reused while none of its inputs changed; it is written to a temp name and renamed, so two CLIs
// starting at once never run half a file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Two folders below the root, as the sources are: their `../../package.json` still resolves.
const outDir = path.join(root, '.cli-build', 'bundle');
const bundle = path.join(outDir, 'main.mjs');
const metaFile = path.join(outDir, 'inputs.json');

function upToDate() {
  try {
    const builtAt = fs.statSync(bundle).mtimeMs;
    const inputs = JSON.parse(fs.readFileSync(metaFile, 'utf8'));
    return inputs.every((file) => fs.statSync(path.join(root, file)).mtimeMs < builtAt);
  } catch {
    return false;
  }
}

if (!upToDate()) {
  fs.mkdirSync(outDir, { recursive: true });
  const startedAt = Date.now();
  const result = await build({
    absWorkingDir: root,
    entryPoints: ['electron/cli/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    write: false,
    metafile: true,
    outfile: bundle,
    logLevel: 'error',
  });
  const tag = `${process.pid}-${startedAt}`;
  fs.writeFileSync(`${bundle}.${tag}`, result.outputFiles[0].contents);
  fs.writeFileSync(`${metaFile}.${tag}`, JSON.stringify(Object.keys(result.metafile.inputs)));
  fs.renameSync(`${metaFile}.${tag}`, metaFile);
  fs.renameSync(`${bundle}.${tag}`, bundle);
  // A source saved while esbuild read it is newer than the bundle: the next start builds again.
  fs.utimesSync(bundle, new Date(startedAt), new Date(startedAt));
}
await import(pathToFileURL(bundle).href);
