import { describe, expect, it } from 'vitest';
import { migrate, userVersion } from './index';
import { columns, dbAt, tableNames } from '../../../../test/support/core/migration-db';

describe('migration 001 (register)', () => {
  it('creates the register tables on an empty database', () => {
    const db = dbAt(1);
    expect(userVersion(db)).toBe(1);
    expect(tableNames(db)).toEqual(
      expect.arrayContaining(['companies', 'company_names', 'company_ids', 'directors', 'director_roles', 'director_contacts', 'charges']),
    );
    expect(columns(db, 'companies')).toEqual(
      expect.arrayContaining(['id', 'id_type', 'known_as', 'paid_up_capital_paisa', 'master_json', 'master_request_id', 'sandbox']),
    );
    expect(columns(db, 'director_contacts')).toEqual(['din', 'ciphertext', 'iv', 'tag', 'read_at', 'request_id']);
  });

  it('applies to a database at version 0 that already holds unrelated data, keeping it', () => {
    const db = dbAt(0);
    db.exec(`CREATE TABLE scratch (x); INSERT INTO scratch VALUES (7);`);
    migrate(db, ':memory:', 1);
    expect(db.prepare('SELECT x FROM scratch').pluck().get()).toBe(7);
    expect(userVersion(db)).toBe(1);
  });

  it('enforces identifier types and foreign keys', () => {
    const db = dbAt(1);
    const insert = db.prepare(`INSERT INTO companies (id, rid, id_type, created_at, updated_at) VALUES (?, ?, ?, 'now', 'now')`);
    expect(() => insert.run('X1', 1, 'pan')).toThrow(/CHECK/);
    expect(() => db.prepare(`INSERT INTO company_names (company_id, position, name) VALUES ('NOPE', 0, 'n')`).run()).toThrow(/FOREIGN KEY/);
  });
});
