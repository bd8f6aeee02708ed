// The figures extracted from this filing, in the filing's order (figures-order.ts) with a
// standalone / consolidated switch as on the Financials tab; clicking one finds it in the PDF
// beside, and its pin button writes a note on it.
import { startTransition, useEffect, useState } from 'react';
import type { AppError } from '../../../shared/result';
import { useBridge } from '../../state/context';
import { settle } from '../../state/store-kit';
import { ErrorNotice } from '../../ui/error-notice';
import { Toggle } from '../../ui/toggle';
import { figureCell, fyLabel } from '../company/financial-format';
import { type Figure, figureGroups, scopesOf } from './figures-order';
import type { PendingPin } from './note-anchors';
import { figureSearchText } from '../../../shared/figure-text';

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

const scopeWords = (scope: string) => `${scope.charAt(0).toUpperCase()}${scope.slice(1)}`;

export function FiguresPanel({ filingId, selected, onFigure, pinFor, onPin }: FiguresPanelProps) {
  const bridge = useBridge();
  const [figures, setFigures] = useState<Figure[] | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setFigures(null);
    setChosen(null);
    void settle(bridge.call('filing.figures', { filingId })).then((result) => {
      if (!live) return;
      // A transition: a long list of figures is drawn in slices, never in one block that would hold
      // up the PDF's first page beside it.
      if (result.ok) startTransition(() => setFigures(result.value));
      else setError(result.error);
    });
    return () => {
      live = false;
    };
  }, [bridge, filingId]);

  if (error) return <ErrorNotice error={error} />;
  if (!figures) return <p className="muted pad">Loading figures…</p>;
  if (figures.length === 0) return <p className="muted pad">No figures were extracted from this filing.</p>;
  const scopes = scopesOf(figures);
  const scope = chosen !== null && scopes.includes(chosen) ? chosen : scopes[0]!;
  return (
    <div className="figures" data-testid="figures-panel" data-scope={scope}>
      <div className="figures-head pad">
        {scopes.length > 1 ? (
          <Toggle label="Statements" value={scope} testId="figures-scope" onChange={setChosen} options={scopes.map((s) => ({ value: s, label: scopeWords(s) }))} />
        ) : (
          <span className="small" data-testid="figures-scope-only">
            {scopeWords(scope)} statements
          </span>
        )}
        <p className="muted small">Click a figure to find it in the PDF.</p>
      </div>
      {figureGroups(figures, scope).map(({ statement, label, figures: lines }) => (
        <section key={statement} aria-label={label} data-statement={statement}>
          <h2 className="subhead">{label}</h2>
          <ul className="figure-list">
            {lines.map((f) => {
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
                      data-qname={f.qname}
                    >
                      <span className="figure-label">{f.label}</span>
                      <span className="num">{figureCell(f.value, 'rupees')}</span>
                      <span className="muted small">
                        {fy} · {f.unit}
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
