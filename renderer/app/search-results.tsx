// The grouped hits under the library search box. Memoised: it re-renders when the hits change (the
// renderer's companies at the keystroke, the core's full answer when it lands), not on every render
// of the box.
import { memo } from 'react';
import type { SearchHit } from '../../shared/bridge/views';
import type { AppError } from '../../shared/result';
import { groupHits } from '../state/search-store';
import { ErrorNotice } from '../ui/error-notice';
import { hitHref } from './search-targets';

interface Props {
  hits: SearchHit[];
  /** The text the hits answer. */
  answered: string;
  /** The text in the box, when its answer is in and empty; null otherwise. */
  nothingFor: string | null;
  /** The core has not answered the text yet: only the library's companies are shown so far. */
  pending: boolean;
  error: AppError | null;
  onOpen: () => void;
}

export const SearchResults = memo(function SearchResults({ hits, answered, nothingFor, pending, error, onOpen }: Props) {
  return (
    <>
      {error && <ErrorNotice error={error} />}
      {nothingFor !== null && <div className="muted pad">Nothing in the library matches “{nothingFor}”.</div>}
      {groupHits(hits).map((group) => (
        <section key={group.kind} className="search-group" aria-label={group.label}>
          <h3>{group.label}</h3>
          <ul>
            {group.hits.map((hit) => (
              <li key={`${hit.kind}-${hit.id}-${hit.page ?? ''}`}>
                <a href={hitHref(hit, answered)} data-nav-item data-testid={`search-hit-${hit.kind}`} onClick={onOpen}>
                  <span className="hit-title">{hit.title}</span>
                  <span className="hit-sub muted">
                    {hit.subtitle}
                    {/* A note's subtitle is its citation, which names the page already. */}
                    {hit.page && hit.kind !== 'note' ? ` · page ${hit.page}` : ''}
                  </span>
                  {hit.snippet && <span className="hit-snippet">{hit.snippet}</span>}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {pending && (
        <div className="muted small pad" data-testid="search-pending">
          Searching directors, filings, figures, PDF text and notes…
        </div>
      )}
    </>
  );
});
