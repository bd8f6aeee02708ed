// The grouped hits under the library search box. Memoised: it re-renders when the hits change (the
// renderer's companies at the keystroke, the core's full answer when it lands), not on every render
// of the box.
import { memo } from 'react';
import type { SearchGroupView, SearchHit } from '../../shared/bridge/views';
import { formatIndianNumber } from '../../shared/money';
import type { AppError } from '../../shared/result';
import { groupHits } from '../state/search-store';
import { ErrorNotice } from '../ui/error-notice';
import { hitHref } from './search-targets';

interface Props {
  hits: SearchHit[];
  /** The core's answer by kind, once it is in: every kind with its count, empty ones too. */
  groups: SearchGroupView[] | null;
  /** The text the hits answer. */
  answered: string;
  /** The text in the box, when its answer is in and empty; null otherwise. */
  nothingFor: string | null;
  /** The core has not answered the text yet: only the library's companies are shown so far. */
  pending: boolean;
  error: AppError | null;
  onOpen: () => void;
}

/** "37 found", "20 of 37", "20 of 1,000+": what a kind found, beside what the list shows. */
function foundWords(shown: number, total: number, more: boolean): string {
  const all = `${formatIndianNumber(String(total))}${more ? '+' : ''}`;
  return shown < total || more ? `${shown} of ${all}` : `${all} found`;
}

export const SearchResults = memo(function SearchResults({ hits, groups, answered, nothingFor, pending, error, onOpen }: Props) {
  return (
    <>
      {error && <ErrorNotice error={error} />}
      {nothingFor !== null && <div className="muted pad">Nothing in the library matches “{nothingFor}”.</div>}
      {nothingFor === null &&
        groupHits(hits, groups).map((group) => (
        <section key={group.kind} className="search-group" aria-label={group.label} data-kind={group.kind}>
          <h3>
            {group.label}
            {group.total !== null && group.total > 0 && (
              <span className="muted small search-count" data-testid={`search-count-${group.kind}`}>
                {' '}
                · {foundWords(group.hits.length, group.total, group.more)}
              </span>
            )}
          </h3>
          {group.total === 0 && (
            <div className="muted small pad search-none" data-testid={`search-none-${group.kind}`}>
              No matches
            </div>
          )}
          <ul>
            {group.hits.map((hit) => (
              <li key={`${hit.kind}-${hit.id}-${hit.page ?? ''}`}>
                <a href={hitHref(hit, answered)} data-nav-item data-testid={`search-hit-${hit.kind}`} onClick={onOpen}>
                  <span className="hit-title">{hit.title}</span>
                  <span className="hit-sub muted">
                    {hit.subtitle}
                    {/* A note's subtitle is its citation and a PDF page's title its page: both name the page already. */}
                    {hit.page && hit.kind !== 'note' && hit.kind !== 'pdf' ? ` · page ${hit.page}` : ''}
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
