/** A phantom marker carrying a result type through the bridge's table without a runtime schema. */
export interface ResultOf<T> {
  readonly __result?: T;
}

export const result = <T>(): ResultOf<T> => ({});
