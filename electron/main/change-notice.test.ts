import { describe, expect, it } from 'vitest';
import { changeNotice, type NoticeWindow, openChangesFromNotice } from './change-notice';

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

  it('brings the window forward and tells the renderer to open Changes when clicked', () => {
    const calls: string[] = [];
    const win = (minimized: boolean): NoticeWindow => ({
      isMinimized: () => minimized,
      restore: () => calls.push('restore'),
      show: () => calls.push('show'),
      focus: () => calls.push('focus'),
    });
    const sent: Array<[string, unknown]> = [];
    openChangesFromNotice(win(true), (name, payload) => sent.push([name, payload]));
    expect(calls).toEqual(['restore', 'show', 'focus']);
    expect(sent).toEqual([['navigate', { to: 'changes' }]]);
    calls.length = 0;
    openChangesFromNotice(win(false), (name, payload) => sent.push([name, payload]));
    expect(calls).toEqual(['show', 'focus']);
    // The window is gone (closed on a Mac): nothing to show, nothing sent.
    openChangesFromNotice(null, (name, payload) => sent.push([name, payload]));
    expect(sent).toHaveLength(2);
  });
});
