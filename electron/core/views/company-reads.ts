/**
 * Which reads of a company were sandbox and which were paid: every read of it (its actions, and
 * billed calls outside them; store/ledger.ts readsOf) grouped by the kind of key it was made with,
 * beside the records' own sandbox flag (the company's row, its unlock). A sandbox company can be
 * read with a live key, and is then paid for; a test key's reads are never charged.
 */
import type { KeyReads, ReadsView } from '../../../shared/bridge/views';
import type { CompanyRow, Library } from '../store';

export function companyReads(library: Library, company: Pick<CompanyRow, 'id' | 'sandbox'>): ReadsView {
  const unlock = library.unlocks.get(company.id);
  const byKey: KeyReads[] = [];
  for (const r of library.ledger.readsOf(company.id)) {
    const same = byKey.find((k) => k.keyKind === r.keyKind);
    if (!same) byKey.push({ keyKind: r.keyKind, reads: 1, spendPaisa: r.spendPaisa, firstAt: r.at, lastAt: r.lastAt });
    else {
      same.reads += 1;
      same.spendPaisa += r.spendPaisa;
      if (r.lastAt > same.lastAt) same.lastAt = r.lastAt;
    }
  }
  return { sandboxRecords: company.sandbox || unlock?.sandbox === true, byKey };
}
