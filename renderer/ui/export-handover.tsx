// What the analyst does with a finished export. In the desktop shell: "Open" and "Show in folder",
// which main answers for this export only (export.reveal takes its id, never a path). In the browser:
// the file as a download from the host, which serves only files its exports wrote. A CSV export is a
// folder: the browser cannot download a folder, so the dialog says where it is.
import { useState } from 'react';
import type { AppError } from '../../shared/result';
import type { ExportResult } from '../../shared/bridge/reports';
import { useBridge } from '../state/context';
import { ErrorNotice } from './error-notice';

/** The file's own name, whichever separator its platform uses. */
const fileNameOf = (path: string): string => path.split(/[\\/]/).pop() ?? path;

export function ExportHandover({ result }: { result: ExportResult }) {
  const bridge = useBridge();
  const [error, setError] = useState<AppError | null>(null);

  if (bridge.savesWithDialog) {
    const reveal = async (how: 'open' | 'folder') => {
      const answer = await bridge.call('export.reveal', { exportId: result.exportId, how });
      setError(answer.ok ? null : answer.error);
    };
    return (
      <div className="export-handover" data-testid="export-handover">
        <div className="dialog-buttons">
          <button type="button" className="btn" onClick={() => void reveal('open')} data-testid="export-open">
            Open
          </button>
          <button type="button" className="btn" onClick={() => void reveal('folder')} data-testid="export-show-in-folder">
            Show in folder
          </button>
        </div>
        {error && <ErrorNotice error={error} testId="export-reveal-error" />}
      </div>
    );
  }

  const url = result.kind === 'file' ? bridge.exportDownloadUrl(result.exportId) : null;
  if (!url) {
    return (
      <p className="muted small" data-testid="export-handover">
        A CSV export is a folder of files, so the browser cannot download it as one: open the folder above on this computer.
      </p>
    );
  }
  return (
    <div className="export-handover" data-testid="export-handover">
      <a className="btn" href={url} download={fileNameOf(result.path)} data-testid="export-download">
        Download {fileNameOf(result.path)}
      </a>
      <span className="muted small"> A copy through the browser, to its downloads folder; the file above stays where it was written.</span>
    </div>
  );
}
