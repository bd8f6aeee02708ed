import { describe, expect, it } from 'vitest';
import { changeNotice } from './change-notice';

describe('the desktop notice for new changes', () => {
  it('words one company or many, and ignores other events and bad payloads', () => {
    expect(changeNotice('watch.changes', { newChanges: 2, unread: 5, companies: ['U72200KA2009PTC049889'] })).toEqual({
      title: 'Dossier: 2 new changes',
      body: 'At U72200KA2009PTC049889. Open Changes in Dossier to read them.',
    });
    expect(changeNotice('watch.changes', { newChanges: 1, unread: 1, companies: ['A', 'B'] })?.body).toBe('At 2 watched companies. Open Changes in Dossier to read them.');
    expect(changeNotice('spend', { newChanges: 1, companies: [] })).toBeNull();
    expect(changeNotice('watch.changes', { newChanges: 0, companies: [] })).toBeNull();
    expect(changeNotice('watch.changes', null)).toBeNull();
  });
});
