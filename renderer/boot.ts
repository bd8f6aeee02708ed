// The first module the renderer evaluates (main.ts imports it before anything else): the bridge,
// the stores and the reads the first screen needs, sent before React and the screens' modules are
// evaluated, so the core answers while the rest of the script loads.
import { getBridge } from './bridge/get-bridge';
import { connectStores, createStores } from './state/stores';
import { applyTheme, loadTheme } from './ui/theme';

export const bridge = getBridge();
export const stores = createStores(bridge);
connectStores(bridge, stores);

// What the first screen needs: the status (welcome or the library) and the library's rows; the
// first frame (first-frame.ts) is drawn from these two once they answer.
export const startReads: Promise<unknown> = Promise.all([stores.app.getState().refresh(), stores.library.getState().startRead()]);
void stores.actions.getState().refresh();
// The theme (a localStorage read, the first in a fresh window is slow) once the reads are on their way; still before anything is drawn.
applyTheme(loadTheme());
