import { afterEach, describe, expect, it } from 'vitest';
import { tempLibrary } from '../../../test/support/core/mirror-support';
import { markWatchOwned } from './owned-errors';

describe('errors of actions a watch check owns', () => {
  const libs: ReturnType<typeof tempLibrary>[] = [];
  afterEach(() => {
    for (const l of libs.splice(0)) l.cleanup();
  });

  it('are marked so the app leaves their resume to the check; the analyst’s own are not', () => {
    const lib = tempLibrary();
    libs.push(lib);
    const { library } = lib;
    library.tx(() => {
      library.watch.startRun({ id: 'chk_1', quote: {}, quotedPaisa: 0 });
      library.watch.recordAction('chk_1', 'act_watch', 'U12345MH2001PTC123456');
    });
    const stop = { code: 'QUOTE_EXCEEDED', message: 'More than accepted' };
    expect(markWatchOwned(library, { ...stop, actionId: 'act_watch' })).toEqual({ ...stop, actionId: 'act_watch', watchCheck: true });
    expect(markWatchOwned(library, { ...stop, actionId: 'act_analyst' })).toEqual({ ...stop, actionId: 'act_analyst' });
    expect(markWatchOwned(library, stop)).toEqual(stop);
  });
});
