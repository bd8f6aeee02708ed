import type { Migration } from './migration';

/**
 * The connections graph: who sits on which board, where companies are registered, who holds their
 * charges. A link is a statement with its sources, as in FollowTheMoney: `graph_edges` says that a
 * link exists, `graph_edge_sources` says which record (a company's master record, a director's
 * profile) asserted it, with the dates, amount and status that record gave. Each record owns its
 * statements: when it is read again they are replaced, and a link no record asserts any more goes.
 *
 * Node ids are the registry's identifiers for companies (CIN, LLPIN, FCIN) and directors (DIN);
 * addresses and charge holders known only by name have `address:` and `holder:` ids built from
 * their normalised text (graph-keys.ts). `name_key` is a company's or holder's normalised name, so
 * a holder that is a company in the graph can be found without merging two companies by name.
 */
export const migration017: Migration = {
  version: 17,
  name: 'graph',
  up(db) {
    db.exec(`
      CREATE TABLE graph_nodes (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL CHECK (kind IN ('company', 'director', 'address', 'chargeHolder')),
        label TEXT,
        status TEXT,
        name_key TEXT,
        detail_json TEXT
      );
      CREATE INDEX graph_nodes_by_name_key ON graph_nodes (name_key, kind) WHERE name_key IS NOT NULL;

      CREATE TABLE graph_sources (
        kind TEXT NOT NULL CHECK (kind IN ('master', 'profile')),
        id TEXT NOT NULL,
        read_at TEXT,
        request_id TEXT,
        PRIMARY KEY (kind, id)
      );

      CREATE TABLE graph_edges (
        id INTEGER PRIMARY KEY,
        key TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL CHECK (kind IN ('director', 'formerDirector', 'registeredAt', 'chargeHolder', 'formerName')),
        from_id TEXT NOT NULL REFERENCES graph_nodes (id),
        to_id TEXT NOT NULL REFERENCES graph_nodes (id)
      );
      CREATE INDEX graph_edges_by_from ON graph_edges (from_id, kind);
      CREATE INDEX graph_edges_by_to ON graph_edges (to_id, kind);

      CREATE TABLE graph_edge_sources (
        edge_id INTEGER NOT NULL REFERENCES graph_edges (id) ON DELETE CASCADE,
        source_kind TEXT NOT NULL,
        source_id TEXT NOT NULL,
        since TEXT,
        until TEXT,
        amount_paisa INTEGER,
        status TEXT,
        detail TEXT,
        PRIMARY KEY (edge_id, source_kind, source_id),
        FOREIGN KEY (source_kind, source_id) REFERENCES graph_sources (kind, id)
      );
      CREATE INDEX graph_edge_sources_by_source ON graph_edge_sources (source_kind, source_id);

      CREATE TABLE graph_node_marks (
        node_id TEXT NOT NULL REFERENCES graph_nodes (id),
        mark TEXT NOT NULL CHECK (mark IN ('disqualified')),
        source_kind TEXT NOT NULL,
        source_id TEXT NOT NULL,
        detail TEXT,
        PRIMARY KEY (node_id, mark, source_kind, source_id),
        FOREIGN KEY (source_kind, source_id) REFERENCES graph_sources (kind, id)
      );
      CREATE INDEX graph_node_marks_by_source ON graph_node_marks (source_kind, source_id);
    `);
  },
};
