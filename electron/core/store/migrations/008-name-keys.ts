import type { Migration } from './migration';

/**
 * B-tree indexes on company names and known-as names, reduced to a key: ASCII lower case, with the
 * punctuation names are written with or without ("A.B.C.", "M/s", "Coca-Cola") dropped or made a
 * space. Typeahead answers "names that start with what was typed" from a range of this index
 * (`key >= typed AND key < typed || U+10FFFF`), a few hundred microseconds on a million companies,
 * where FTS5 would intersect the doclists of every typed word ("private", "limited" are in most
 * names). SQLite keeps an expression index in step with every write to the table, so neither the
 * repositories nor the bench seeder need to know about it.
 */

/**
 * The key of a name as SQL. Queries must use this very text (on both sides of the comparison) for
 * SQLite to use the index; search-name-keys.ts does, and the migration test checks the query plan.
 */
export function nameKeySql(expr: string): string {
  let sql = expr;
  for (const mark of ['.', ',', "''", '(', ')', '"']) sql = `replace(${sql}, '${mark}', '')`;
  for (const mark of ['-', '/', '&']) sql = `replace(${sql}, '${mark}', ' ')`;
  return `lower(${sql})`;
}

export const migration008: Migration = {
  version: 8,
  name: 'name-keys',
  up(db) {
    db.exec(`
      CREATE INDEX companies_name_key ON companies (${nameKeySql('name')}) WHERE name IS NOT NULL;
      CREATE INDEX companies_known_as_key ON companies (${nameKeySql('known_as')}) WHERE known_as IS NOT NULL;
    `);
  },
};
