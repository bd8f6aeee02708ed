// The data-folder rules live in core (electron/core/data-dir.ts): `npm start`, the desktop app
// and the CLI must agree on one library.
export { APP_FOLDER, platformDataDir, resolveDataDir } from '../core/data-dir';
