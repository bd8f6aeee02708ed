// The library's sort order.
import type { LibrarySort } from '../../state/library-store';

const SORTS: Array<{ sort: LibrarySort; label: string }> = [
  { sort: 'name', label: 'Name' },
  { sort: 'freshness', label: 'Freshness' },
  { sort: 'mirroredAt', label: 'Mirrored' },
  { sort: 'spend', label: 'Spend' },
];

export function SortPicker({ sort, onSort }: { sort: LibrarySort; onSort: (sort: LibrarySort) => void }) {
  return (
    <label className="inline">
      Sort by{' '}
      <select value={sort} onChange={(e) => onSort(e.target.value as LibrarySort)} data-testid="library-sort">
        {SORTS.map((s) => (
          <option key={s.sort} value={s.sort}>
            {s.label}
          </option>
        ))}
      </select>
    </label>
  );
}
