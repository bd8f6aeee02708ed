// The terminal text of `dossier network` over a library with a hub: the bank charging every
// borrower and the shared office are named with their counts, "not expanded".
import { describe, expect, it } from 'vitest';
import { connectionsView } from '../../core/findings';
import { networkDocument } from '../../../shared/bridge/network';
import { useTempLibrary } from '../../../test/support/core/store-support';
import { cinOf, mirrorCompany, NOW } from '../../../test/support/core/network-data';
import { networkText } from './network';

describe('dossier network, as text', () => {
  const t = useTempLibrary();

  it('says which hubs were counted and not expanded, and how many companies each stands for', () => {
    const office = 'Suite 9, Formation House, Mumbai, Maharashtra 400001';
    for (let c = 1; c <= 60; c++) mirrorCompany(t.lib, cinOf(c), { name: `Borrower ${c} Limited`, address: office, charges: [{ id: String(c), holder: 'HDFC Bank Limited' }] });
    const view = connectionsView(t.lib, cinOf(1), { depth: 2, currentOnly: false }, NOW);
    const text = networkText(view);
    expect(text).toContain('Not expanded: 2 hubs shared by more than 50 companies (walking through them would pull in much of the library):');
    expect(text).toContain('  HDFC Bank Limited: 60 companies it holds charges on, not expanded');
    expect(text).toMatch(/ {2}Suite 9, Formation House.*: 60 companies registered there, not expanded/);
    expect(text).toContain('[MEDIUM] 60 companies share the registered address of Borrower 1 Limited');
    expect(networkDocument(view).nodes).toContainEqual(expect.objectContaining({ id: 'holder:hdfc-bank-limited', collapsed: [{ kind: 'chargeHolder', count: 60 }] }));
  });
});
