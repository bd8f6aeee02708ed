/**
 * A JSON column read into a row object only when the row's property is first read. A list of rows
 * is often read for their states alone (a book action's progress lists its hundreds of items, each
 * carrying a company's whole plan and quote): parsing every payload each time cost most of a large
 * book's mirror. The property reads, spreads, clones and serialises like a plain one; the first read
 * parses the text and keeps the value as a plain property, which may then be assigned.
 */
export function defineLazyJson<T extends object>(row: T, key: string & keyof T, text: string | null): T {
  Object.defineProperty(row, key, {
    configurable: true,
    enumerable: true,
    get(this: T) {
      const value = text === null ? null : JSON.parse(text);
      Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
      return value;
    },
    set(this: T, value: unknown) {
      Object.defineProperty(this, key, { value, writable: true, enumerable: true, configurable: true });
    },
  });
  return row;
}
