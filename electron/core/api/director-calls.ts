/** Reads about directors: resolve, profile, contact unlock status and the (per-call billed) contact. */
import type { EndpointCaller } from './endpoint-caller';
import type { CallOptions } from './exchange';
import { dinArg, intArg, queryArg } from './inputs';

export interface DirectorResolveQuery {
  q: string;
  /** 1 to 20, default 10. */
  limit?: number;
}

export function directorCalls(caller: EndpointCaller) {
  const onDirector = (raw: string) => {
    const din = dinArg(raw);
    return { params: { din }, subject: din };
  };
  return {
    async resolveDirectors(query: DirectorResolveQuery, options?: CallOptions) {
      const q = queryArg(query.q);
      const limit = query.limit === undefined ? undefined : intArg('limit', query.limit, 1, 20);
      return caller.json('directors.resolve', { query: { q, limit }, subject: q }, options);
    },
    getDirector: async (din: string, options?: CallOptions) => caller.json('directors.profile', onDirector(din), options),
    getDirectorUnlockStatus: async (din: string, options?: CallOptions) => caller.json('directors.unlockStatus', onDirector(din), options),
    /** The contact tier with an active contact unlock (billed per call), else `{ unlocked: false, unlockPrice }`. */
    getDirectorContact: async (din: string, options?: CallOptions) => caller.json('directors.contact', onDirector(din), options),
  };
}
