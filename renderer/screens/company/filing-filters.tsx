// Filters for the filings list: form, year, category.
import type { FilingView } from '../../../shared/bridge/views';
import { type FilingFilters as Filters, filingFacets } from '../../state/filings-store';

export function FilingFilters({ rows, filters, onChange }: { rows: FilingView[]; filters: Filters; onChange: (patch: Partial<Filters>) => void }) {
  const facets = filingFacets(rows);
  return (
    <fieldset className="row filters plain">
      <legend className="sr-only">Filter filings</legend>
      <label className="inline">
        Form{' '}
        <select value={filters.formId ?? ''} onChange={(e) => onChange({ formId: e.target.value || null })} data-testid="filter-form">
          <option value="">All</option>
          {facets.forms.map((f) => (
            <option key={f}>{f}</option>
          ))}
        </select>
      </label>
      <label className="inline">
        Year{' '}
        <select value={filters.year ?? ''} onChange={(e) => onChange({ year: e.target.value ? Number(e.target.value) : null })} data-testid="filter-year">
          <option value="">All</option>
          {facets.years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
      </label>
      <label className="inline">
        Category{' '}
        <select value={filters.documentCategory ?? ''} onChange={(e) => onChange({ documentCategory: e.target.value || null })} data-testid="filter-category">
          <option value="">All</option>
          {facets.categories.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
