// Export… of the company report: format, where to write it, Start, progress from the core's
// `action.progress` events, then the file's path, size and SHA-256. An export cannot be stopped
// through the bridge, so there is no Cancel once it runs: the dialog says so, and Close hides it.
import { type KeyboardEvent, useRef } from 'react';
// Types only: the contract's runtime half pulls zod into the first chunk.
import type { ExportFormat } from '../../shared/bridge/reports';
import { formatIndianNumber } from '../../shared/money';
import { useBridge, useDomain, useStores } from '../state/context';
import { ErrorNotice } from './error-notice';
import { ExportHandover } from './export-handover';
import { useFocusTrap } from './use-focus-trap';

const FORMATS: Record<ExportFormat, { label: string; hint: string }> = {
  pdf: { label: 'PDF report', hint: 'The company report with contents, sources and notes' },
  xlsx: { label: 'Excel workbook', hint: 'Financials by year, filings, directors, charges, findings, notes' },
  csv: { label: 'CSV folder', hint: 'One CSV file per table' },
  pack: { label: 'Due-diligence pack', hint: 'ZIP of report, workbook, source PDFs and a manifest of hashes' },
};
const FORMAT_ORDER = Object.keys(FORMATS) as ExportFormat[];

/** `1,23,456 bytes (120.6 KB)`. */
export function sizeWords(bytes: number): string {
  const unit = bytes >= 1024 * 1024 ? { div: 1024 * 1024, name: 'MB' } : { div: 1024, name: 'KB' };
  const scaled = bytes < 1024 ? '' : ` (${(Math.round((bytes * 10) / unit.div) / 10).toFixed(1)} ${unit.name})`;
  return `${formatIndianNumber(bytes)} bytes${scaled}`;
}

export function ExportDialog() {
  const stores = useStores();
  const state = useDomain('exports', (s) => s);
  const dataDir = useDomain('app', (s) => s.status?.dataDir ?? null);
  const { savesWithDialog } = useBridge();
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, state.open);
  if (!state.open) return null;

  const { phase, format, outPath, progress, result, error } = state;
  const running = phase === 'running';
  const close = () => stores.exports.getState().hide();
  const start = () => void stores.exports.getState().start();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };
  const total = Math.max(progress?.total ?? 1, 1);
  const done = Math.min(progress?.done ?? 0, total);

  return (
    <div className="overlay">
      <div ref={ref} className="dialog export-dialog" role="dialog" aria-modal="true" aria-labelledby="export-title" data-testid="export-dialog" data-phase={phase} onKeyDown={onKeyDown}>
        <h2 id="export-title">Export {state.companyName ?? state.companyId}</h2>
        {state.companyName && (
          <p className="muted small mono" title={`Company identifier ${state.companyId}`} data-testid="export-company-id">
            {state.companyId}
          </p>
        )}
        <fieldset className="export-formats" disabled={running}>
          <legend>Format</legend>
          {FORMAT_ORDER.map((f) => (
            <label key={f} className="export-format">
              <input type="radio" name="export-format" value={f} checked={format === f} onChange={() => stores.exports.getState().setFormat(f)} data-testid={`export-format-${f}`} />
              <span>{FORMATS[f].label}</span> <span className="muted small">{FORMATS[f].hint}</span>
            </label>
          ))}
        </fieldset>
        {savesWithDialog ? (
          <div className="muted small" data-testid="export-save-dialog-hint">
            Export asks where to save it, in the library exports folder at first{dataDir ? ` (${dataDir}/exports)` : ''}.
          </div>
        ) : (
          <>
        <label className="export-path">
          <span>Save to (optional)</span>
          <input
            type="text"
            className="mono"
            value={outPath}
            disabled={running}
            placeholder="library exports folder"
            onChange={(e) => stores.exports.getState().setOutPath(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && !running && start()}
            aria-describedby="export-path-hint"
            data-testid="export-path"
          />
        </label>
        <div id="export-path-hint" className="muted small">
          Empty: the library exports folder{dataDir ? ` (${dataDir}/exports)` : ''}. A full file path otherwise (a folder for CSV).
        </div>
          </>
        )}
        {phase !== 'editing' && progress && (
          <div className="export-run" data-testid="export-progress-block">
            <progress max={total} value={done} aria-label={`Export: ${Math.floor((done * 100) / total)}%`} data-testid="export-progress" />
            <div className="small muted" role="status" data-testid="export-step">
              {progress.step} · {done} / {total}
            </div>
          </div>
        )}
        {running && <p className="muted small">An export runs to completion once started; closing this dialog does not stop it.</p>}
        {phase === 'done' && result && (
          <dl className="facts export-result" data-testid="export-result">
            <div className="fact">
              <dt>Written to</dt>
              <dd className="mono" data-testid="export-result-path">
                {result.path}
              </dd>
            </div>
            <div className="fact">
              <dt>Size</dt>
              <dd className="num" data-testid="export-result-size">
                {sizeWords(result.bytes)}
              </dd>
            </div>
            <div className="fact">
              <dt>SHA-256</dt>
              <dd className="mono hash" data-testid="export-result-sha256">
                {result.sha256}
              </dd>
            </div>
          </dl>
        )}
        {phase === 'done' && result?.unsigned && (
          <p className="small" role="note" data-testid="export-unsigned-note">
            Unsigned: {result.unsigned}. The pack has no signature; its recipient's check will say so.
          </p>
        )}
        {phase === 'done' && result && <ExportHandover result={result} />}
        {phase === 'failed' && error && <ErrorNotice error={error} testId="export-error" />}
        {phase === 'failed' && error?.code === 'PACK_WOULD_BE_UNSIGNED' && (
          <button type="button" className="btn" onClick={() => void stores.exports.getState().start(true)} data-testid="export-unsigned">
            Export unsigned
          </button>
        )}
        <div className="dialog-buttons">
          <button type="button" className="btn" onClick={close} data-testid="export-close">
            {phase === 'editing' ? 'Cancel' : 'Close'}
          </button>
          <button type="button" className="btn btn-primary" disabled={running} onClick={start} data-testid="export-start">
            {running ? 'Exporting…' : phase === 'editing' ? 'Start' : 'Export again'}
          </button>
        </div>
      </div>
    </div>
  );
}
