/** The mirror engine: quotes, consented durable actions, progress and spend events. */
export { createMirrorEngine } from './engine';
export { inWords, inWordsWhile, MirrorError, toActionError } from './errors';
export { DEFAULT_TUNING } from './engine-context';
export { type ResolveAnswer, type ResolveManyOptions, ResolveManyStopped, type ResolveQuery } from './resolve-many';
export type { BudgetSettings, MirrorEngine, MirrorEngineDeps, MirrorErrorCode, MirrorQuote, MirrorTuning, RunOptions } from './types';
