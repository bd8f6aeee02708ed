// The first module the renderer evaluates (main.ts imports it before anything else): the bridge,
// the reads the first screen needs and the stores, before React and the screens' modules are
// evaluated, so the core answers while the rest of the script runs.
import { FIRST_COMPANY_SORT } from '../shared/bridge/company-sort';
import { getBridge } from './bridge/get-bridge';
import { connectStores, createStores } from './state/stores';
import { applyTheme, loadTheme } from './ui/theme';

export const bridge = getBridge();
// What the first screen needs: the status (welcome or the library) and the library's rows, sent
// first (creating the stores takes the main thread 10-30 ms at start); the stores take them over as
// their first reads, in this same task, so no event can come between. The first frame
// (first-frame.ts) is drawn from them once they answer.
const statusRead = bridge.call('app.status', {});
const companiesRead = bridge.call('library.companies', { sort: FIRST_COMPANY_SORT });
export const stores = createStores(bridge);
connectStores(bridge, stores);
export const startReads: Promise<unknown> = Promise.all([stores.app.getState().adoptRead(statusRead), stores.library.getState().startRead(companiesRead)]);
void stores.actions.getState().refresh();
// The theme (a localStorage read, the first in a fresh window is slow) once the reads are on their way; still before anything is drawn.
applyTheme(loadTheme());
