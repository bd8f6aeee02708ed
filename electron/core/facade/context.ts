/** What every group of handlers shares. */
import type { CoreOptions } from '../core-types';
import type { MirrorEngine } from '../mirror';
import type { Library } from '../store';
import type { Connectivity } from './connectivity';
import type { Session } from './session';

export interface FacadeContext {
  readonly library: Library;
  readonly session: Session;
  readonly engine: MirrorEngine;
  readonly connectivity: Connectivity;
  readonly options: CoreOptions;
  now(): number;
  /** The current time as an ISO 8601 instant. */
  iso(): string;
}
