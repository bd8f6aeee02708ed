/** Test-only timings, shared by the in-process tests and the durability child (which must not load the emulator). */
import type { MirrorTuning } from '../../../electron/core/mirror/types';

export const RATE = 6000;
export const SPEED = 2000;

/** Short waits: the emulator runs 2000x faster than real time. */
export const FAST_TUNING: Partial<MirrorTuning> = { pollIntervalMs: 25, docRetryMs: 25, retryBaseMs: 20, indexText: false };
