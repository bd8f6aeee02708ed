// Instant search of the local library as you type (`/` focuses it). Results are grouped by kind;
// Down moves from the box into the results, Enter opens, Escape clears.
import { type KeyboardEvent, useState } from 'react';
import { navigate } from '../router/use-route';
import { useDomain, useStores } from '../state/context';
import { groupHits } from '../state/search-store';
import { ErrorNotice } from '../ui/ErrorNotice';
import { moveFocusInList } from '../ui/list-keys';
import { hitHref } from './search-targets';

export const SEARCH_INPUT_ID = 'local-search';

export function LocalSearch() {
  const stores = useStores();
  const { text, hits, answered, loading, error } = useDomain('search', (s) => s);
  const [open, setOpen] = useState(false);
  const showing = open && text.trim() !== '';

  const close = () => {
    stores.search.getState().clear();
    setOpen(false);
  };
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      document.querySelector<HTMLElement>('.search-results [data-nav-item]')?.focus();
    } else if (event.key === 'Enter' && hits[0]) {
      navigate(hitHref(hits[0], answered));
      close();
    }
  };
  const onListKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      close();
      document.getElementById(SEARCH_INPUT_ID)?.focus();
    } else moveFocusInList(event);
  };

  return (
    <search
      className="search"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <input
        id={SEARCH_INPUT_ID}
        type="search"
        className="search-input"
        placeholder="Search the library  ( / )"
        aria-label="Search the library"
        aria-keyshortcuts="/"
        autoComplete="off"
        value={text}
        onChange={(e) => {
          stores.search.getState().setText(e.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(true)}
        onKeyDown={onInputKey}
        data-testid="search-input"
      />
      {showing && (
        <section className="search-results" aria-label="Search results" data-testid="search-results" onKeyDown={onListKey}>
          {error && <ErrorNotice error={error} />}
          {!loading && answered === text.trim() && hits.length === 0 && <div className="muted pad">Nothing in the library matches “{text}”.</div>}
          {groupHits(hits).map((group) => (
            <section key={group.kind} className="search-group" aria-label={group.label}>
              <h3>{group.label}</h3>
              <ul>
                {group.hits.map((hit) => (
                  <li key={`${hit.kind}-${hit.id}-${hit.page ?? ''}`}>
                    <a href={hitHref(hit, answered)} data-nav-item data-testid={`search-hit-${hit.kind}`} onClick={() => close()}>
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
        </section>
      )}
    </search>
  );
}
