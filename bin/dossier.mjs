#!/usr/bin/env node
// `dossier` from a checkout, without a build: tsx compiles the TypeScript sources on the fly.
import { register } from 'tsx/esm/api';

register();
await import('../electron/cli/main.ts');
