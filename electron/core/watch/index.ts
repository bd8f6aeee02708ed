export { createWatcher, type Watcher } from './watcher';
export { diffSnapshots, type DetectedChange } from './diff';
export { takeSnapshot, type WatchSnapshot } from './snapshot';
export { monthStart } from './budget';
export type { WatchDeps } from './types';
export { type BackgroundChecks, DEFAULT_BACKGROUND_CHECK_MS, startBackgroundChecks } from './background';
export { markWatchOwned } from './owned-errors';
