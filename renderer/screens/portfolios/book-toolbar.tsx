// Above the book's table: search, filters, the column picker, saved views and the CSV export.
import { useId, useState } from 'react';
import type { BookViewSpec, SavedBookView } from '../../../shared/bridge/portfolio';
import { formatIndianNumber } from '../../../shared/money';
import { RISK_BAND_NAMES, RISK_BANDS, type RiskBand } from '../../../shared/bridge/signals';
import { SCREEN_SEARCH_ID } from '../../app/local-search';
import { BOOK_COLUMNS } from './book-columns';

type Filter = BookViewSpec['filter'];
const TOGGLES: Array<{ key: Exclude<keyof Filter, 'bands'>; label: string }> = [
  { key: 'overdueOnly', label: 'Overdue only' },
  { key: 'withSignals', label: 'With signals' },
  { key: 'changedSinceReview', label: 'Changed since review' },
  { key: 'inGroup', label: 'In a group' },
];

export interface BookToolbarProps {
  spec: BookViewSpec;
  shown: number;
  total: number;
  /** Only the first companies are here yet (the whole view is being read): the count says so and the CSV waits for all. */
  reading?: boolean;
  views: SavedBookView[];
  onSpec(spec: BookViewSpec): void;
  onSaveView(name: string): void;
  onDeleteView(id: string): void;
  onExport(): void;
}

export function BookToolbar({ spec, shown, total, reading = false, views, onSpec, onSaveView, onDeleteView, onExport }: BookToolbarProps) {
  const ids = useId();
  const [viewName, setViewName] = useState('');
  const [picked, setPicked] = useState('');
  const setFilter = (filter: Filter) => onSpec({ ...spec, filter });
  const toggleBand = (band: RiskBand) => {
    const bands = spec.filter.bands ?? [];
    setFilter({ ...spec.filter, bands: bands.includes(band) ? bands.filter((b) => b !== band) : [...bands, band] });
  };
  const toggleColumn = (id: string) => {
    const columns = spec.columns.includes(id) ? spec.columns.filter((c) => c !== id) : [...spec.columns, id];
    onSpec({ ...spec, columns });
  };
  return (
    <div className="book-toolbar" data-testid="book-toolbar">
      <div className="row">
        <label htmlFor={SCREEN_SEARCH_ID} className="sr-only">
          Search the book
        </label>
        <input
          id={SCREEN_SEARCH_ID}
          type="search"
          placeholder="Search name, reference or CIN  ( / )"
          value={spec.search}
          onChange={(e) => onSpec({ ...spec, search: e.target.value })}
          aria-keyshortcuts="/"
          data-testid="book-search"
        />
        <span className="muted small" data-testid="book-shown" aria-live="polite">
          {reading ? `the first ${formatIndianNumber(shown)} of ${formatIndianNumber(total)}, reading the rest…` : `${formatIndianNumber(shown)} of ${formatIndianNumber(total)} shown`}
        </span>
        <div className="grow" />
        <button type="button" className="btn" onClick={onExport} disabled={reading} data-testid="book-export-csv">
          Export CSV of what is shown
        </button>
      </div>
      <fieldset className="row filters">
        <legend className="sr-only">Filters</legend>
        {RISK_BANDS.map((band) => (
          <label key={band} className="check">
            <input type="checkbox" checked={spec.filter.bands?.includes(band) ?? false} onChange={() => toggleBand(band)} data-testid={`filter-band-${band}`} />
            {RISK_BAND_NAMES[band]}
          </label>
        ))}
        {TOGGLES.map((t) => (
          <label key={t.key} className="check">
            <input
              type="checkbox"
              checked={spec.filter[t.key] ?? false}
              onChange={(e) => setFilter({ ...spec.filter, [t.key]: e.target.checked })}
              data-testid={`filter-${t.key}`}
            />
            {t.label}
          </label>
        ))}
        <details className="column-picker" data-testid="column-picker">
          <summary>Columns</summary>
          <div className="column-picker-body">
            {BOOK_COLUMNS.map((c) => (
              <label key={c.id} className="check">
                <input type="checkbox" checked={spec.columns.includes(c.id)} onChange={() => toggleColumn(c.id)} data-testid={`column-${c.id}`} />
                {c.label}
              </label>
            ))}
          </div>
        </details>
      </fieldset>
      <fieldset className="row">
        <legend className="sr-only">Saved views</legend>
        <label htmlFor={`${ids}-view`}>View</label>
        <select
          id={`${ids}-view`}
          value={picked}
          onChange={(e) => {
            setPicked(e.target.value);
            const view = views.find((v) => v.id === e.target.value);
            if (view) onSpec(view.spec);
          }}
          data-testid="book-views"
        >
          <option value="">As I set it</option>
          {views.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
        {picked && (
          <button
            type="button"
            className="btn"
            onClick={() => {
              onDeleteView(picked);
              setPicked('');
            }}
            data-testid="book-view-delete"
          >
            Delete view
          </button>
        )}
        <label htmlFor={`${ids}-name`} className="sr-only">
          Name of the view to save
        </label>
        <input id={`${ids}-name`} placeholder="Name this view" value={viewName} maxLength={80} onChange={(e) => setViewName(e.target.value)} data-testid="book-view-name" />
        <button
          type="button"
          className="btn"
          disabled={viewName.trim() === ''}
          onClick={() => {
            onSaveView(viewName.trim());
            setViewName('');
          }}
          data-testid="book-view-save"
        >
          Save view
        </button>
      </fieldset>
    </div>
  );
}
