// The figures extracted from this filing; clicking one finds it in the PDF beside, and its pin
// button writes a note on it.
import { useEffect, useState } from 'react';
import type { CallResult } from '../../../shared/bridge/contract';
import type { AppError } from '../../../shared/result';
import { useBridge } from '../../state/context';
import { settle } from '../../state/store-kit';
import { ErrorNotice } from '../../ui/error-notice';
import { figureCell, fyLabel, STATEMENT_LABELS } from '../company/financial-format';
import type { PendingPin } from './note-anchors';
import { figureSearchText } from './pdf-text';

type Figure = CallResult<'filing.figures'>[number];

interface FiguresPanelProps {
  filingId: string;
  selected: string;
  onFigure: (text: string) => void;
  /** The note pin a figure offers (null: none for this figure), and what pressing it does. */
  pinFor?: (figure: Figure) => PendingPin | null;
  onPin?: (pin: PendingPin) => void;
}

/** A figure's year is the start year of the financial year it covers (2025: FY 2025-26). */
export function figureYearLabel(year: string): string {
  return /^\d{4}$/.test(year) ? fyLabel(Number(year)) : year;
}

function statementLabel(statement: string): string {
  return (STATEMENT_LABELS as Record<string, string>)[statement] ?? statement;
}

export function FiguresPanel({ filingId, selected, onFigure, pinFor, onPin }: FiguresPanelProps) {
  const bridge = useBridge();
  const [figures, setFigures] = useState<Figure[] | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  useEffect(() => {
    let live = true;
    setFigures(null);
    void settle(bridge.call('filing.figures', { filingId })).then((result) => {
      if (!live) return;
      if (result.ok) setFigures(result.value);
      else setError(result.error);
    });
    return () => {
      live = false;
    };
  }, [bridge, filingId]);

  if (error) return <ErrorNotice error={error} />;
  if (!figures) return <p className="muted pad">Loading figures…</p>;
  if (figures.length === 0) return <p className="muted pad">No figures were extracted from this filing.</p>;
  const groups = [...new Set(figures.map((f) => f.statement))];
  return (
    <div className="figures" data-testid="figures-panel">
      <p className="muted small pad">Click a figure to find it in the PDF.</p>
      {groups.map((statement) => (
        <section key={statement} aria-label={statementLabel(statement)}>
          <h3>{statementLabel(statement)}</h3>
          <ul className="figure-list">
            {figures
              .filter((f) => f.statement === statement)
              .map((f) => {
                const text = figureSearchText(f.value);
                const pin = pinFor?.(f) ?? null;
                const fy = figureYearLabel(f.year);
                return (
                  <li key={`${f.qname}-${f.scope}-${f.year}`} className="figure-row">
                    <button
                      type="button"
                      className={`figure${selected === text ? ' selected' : ''}`}
                      aria-pressed={selected === text}
                      onClick={() => onFigure(text)}
                      data-testid="figure"
                      data-value={f.value}
                    >
                      <span className="figure-label">{f.label}</span>
                      <span className="num">{figureCell(f.value, 'rupees')}</span>
                      <span className="muted small">
                        {f.scope} · {fy} · {f.unit}
                      </span>
                    </button>
                    {pin && onPin && (
                      <button
                        type="button"
                        className="btn-icon figure-pin"
                        onClick={() => onPin(pin)}
                        aria-label={`Pin a note on ${f.label} (${f.scope}, ${fy})`}
                        title="Pin a note on this figure"
                        data-testid="note-pin-figure"
                        data-qname={f.qname}
                      >
                        ✎
                      </button>
                    )}
                  </li>
                );
              })}
          </ul>
        </section>
      ))}
    </div>
  );
}
