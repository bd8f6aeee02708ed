// Entry: boot.ts (imported first) picks the bridge, creates the stores and sends the first reads;
// the app is drawn once those have answered, so its first frame has the library's rows in it.
import { bridge, firstReads, stores } from './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { StoresProvider } from './state/context';
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

/**
 * A core slow to answer (busy with a large library) does not keep the window blank: past this the
 * app is drawn anyway, its screens saying "Loading…" until the reads land.
 */
const FIRST_READS_WAIT_MS = 1500;

function render(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html lacks #root');
  createRoot(root).render(
    <StrictMode>
      <StoresProvider stores={stores} bridge={bridge}>
        <App />
      </StoresProvider>
    </StrictMode>,
  );
}

let drawn = false;
const drawOnce = () => {
  if (drawn) return;
  drawn = true;
  render();
};
void firstReads.then(drawOnce);
setTimeout(drawOnce, FIRST_READS_WAIT_MS);
