// Entry: boot.ts (imported first) picks the bridge, sends the first reads and creates the stores;
// the styles come with this entry. The first frame (first-frame.ts) draws the library's rows from
// those reads with plain DOM; React and the app (app-root.tsx, a chunk of their own) are fetched,
// compiled and evaluated once that frame is painted (or once the reads answered when there is none),
// and replace it. They are not preloaded beside the entry: compiling them (250 KB) took the main
// thread before the entry had sent the start's reads, and delayed the frame's paint by as much.
import { bridge, startReads, stores } from './boot';
import { paintFirstFrame } from './first-frame';
import './styles/base.css';
import './styles/layout.css';
import './styles/components.css';
import './styles/tables.css';
import './styles/badges.css';
import './styles/overlays.css';
import './styles/widgets.css';
import './styles/viewer.css';
import './styles/reports.css';
import './styles/connections.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');

/** The app's code could not be loaded (a damaged install, a stale window after an update): say so in place of the frame. */
function failed(error: unknown): void {
  const box = document.createElement('div');
  box.className = 'notice notice-error';
  box.setAttribute('role', 'alert');
  box.dataset['testid'] = 'load-error';
  const what = document.createElement('strong');
  what.textContent = `Dossier could not load its screens: ${error instanceof Error ? error.message : String(error)}`;
  const hint = document.createElement('div');
  hint.className = 'notice-hint';
  hint.textContent = 'Reload the window (Ctrl R). If this keeps happening, reinstall Dossier; the library is not touched.';
  box.append(what, hint);
  root!.replaceChildren(box);
}

void paintFirstFrame(root, stores, startReads)
  .then(() => import('./app-root'))
  .then(({ mountApp }) => mountApp(root, bridge, stores))
  .catch(failed);
