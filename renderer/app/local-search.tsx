// Instant search of the local library as you type (`/` focuses it). Results are grouped by kind;
// Down moves from the box into the results, Enter opens, Escape clears. Until the core has answered
// what is in the box, the library's companies found in the renderer show (search-store.ts).
import { type KeyboardEvent, useCallback, useState } from 'react';
import { navigate } from '../router/routes';
import { useDomain, useStores } from '../state/context';
import { moveFocusInList } from '../ui/list-keys';
import { SearchResults } from './search-results';
import { hitHref } from './search-targets';

export const SEARCH_INPUT_ID = 'local-search';
/** A screen's own search box (a book's companies): `/` focuses it, rather than the library search, while it is on screen. */
export const SCREEN_SEARCH_ID = 'screen-search';

export function LocalSearch() {
  const stores = useStores();
  const { text, hits, groups, answered, companies, loading, error } = useDomain('search', (s) => s);
  const [open, setOpen] = useState(false);
  const showing = open && text.trim() !== '';
  const answeredNow = answered === text.trim();
  const shown = answeredNow ? hits : companies;

  const close = useCallback(() => {
    stores.search.getState().clear();
    setOpen(false);
  }, [stores]);
  const nothingFor = !loading && answeredNow && hits.length === 0 ? text : null;
  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      document.querySelector<HTMLElement>('.search-results [data-nav-item]')?.focus();
    } else if (event.key === 'Enter' && shown[0]) {
      navigate(hitHref(shown[0], text.trim()));
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
          <SearchResults hits={shown} groups={answeredNow ? groups : null} answered={answeredNow ? answered : text.trim()} pending={!answeredNow} nothingFor={nothingFor} error={error} onOpen={close} />
        </section>
      )}
    </search>
  );
}
