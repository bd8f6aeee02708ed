/** The mirror engine: quotes, consented durable actions, progress and spend events. */
export { createMirrorEngine } from './engine';
export { inWords, inWordsWhile, MirrorError, toActionError } from './errors';
export { DEFAULT_TUNING } from './engine-context';
export { ResolveManyStopped } from './resolve-many';
export type { BookMember, BookQuoteRequest, BudgetSettings, MirrorEngine, MirrorEngineDeps, MirrorErrorCode, MirrorQuote, MirrorTuning, ResolveAnswer, ResolveManyOptions, ResolveQuery, RunOptions } from './types';
