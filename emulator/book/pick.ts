// Chooses the book's companies so that only the designed business groups are connected: no two
// companies outside one group share a current director or a registered address (the links a
// client's group detection follows). Facts come from the registry's own records.
import type { Rng } from '../registry/prng';
import type { SyntheticRegistry } from '../registry/index';
import type { CompanyEntry } from '../registry/types';

// biome-ignore lint/suspicious/noExplicitAny: master records are read field by field
type Any = any;

export interface Picked {
  entry: CompanyEntry;
  /** The master record at the reference date (names, nameHistory, directors). */
  master: Any;
}

export class Picker {
  private readonly used = new Set<string>();
  private readonly taken = new Set<string>();
  private readonly blocked = new Set<string>();
  private readonly masters = new Map<string, Any>();
  /** Every company a book may draw from: not the sandbox, not a designed group member or a near-identical name. */
  readonly pool: CompanyEntry[];

  constructor(
    readonly registry: SyntheticRegistry,
    rng: Rng,
  ) {
    const designed = new Set([...registry.networks.groups.flatMap((g) => g.cins), ...registry.networks.twins.flat()]);
    this.pool = rng.shuffle([...registry.companies()].filter((c) => !c.sandbox && !designed.has(c.cin)));
  }

  private links(p: Picked): string[] {
    const dins = ((p.master.masterData.directorData ?? []) as Any[]).map((d) => `din:${d.DIN}`);
    const a = p.entry.registeredAddress as Any;
    return [...dins, `address:${a.streetAddress}|${a.postalCode}`];
  }

  read(cin: string): Picked {
    let master = this.masters.get(cin);
    if (master === undefined) {
      master = this.registry.master(cin);
      this.masters.set(cin, master);
    }
    return { entry: this.registry.company(cin)!, master };
  }

  /** Takes a company the book must hold whatever it shares (a designed group's member, a near-identical name). */
  force(p: Picked): void {
    this.taken.add(p.entry.cin);
    for (const key of this.links(p)) this.used.add(key);
  }

  /**
   * The next company of the pool that passes `filter` (on the index entry) and `accept` (on the record)
   * and links to nothing taken; taken. Null when none is left. A company once found linked stays out.
   */
  next(filter: (e: CompanyEntry) => boolean, accept: (p: Picked) => boolean = () => true): Picked | null {
    for (const entry of this.pool) {
      if (this.taken.has(entry.cin) || this.blocked.has(entry.cin) || !filter(entry)) continue;
      const p = this.read(entry.cin);
      if (this.links(p).some((key) => this.used.has(key))) {
        this.blocked.add(entry.cin);
        continue;
      }
      if (!accept(p)) continue;
      this.force(p);
      return p;
    }
    return null;
  }
}
