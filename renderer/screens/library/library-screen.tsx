// Home: every company mirrored into the local library.
import { useEffect } from 'react';
import { hrefOf } from '../../router/routes';
import { useDomain, useStores } from '../../state/context';
import { ErrorNotice } from '../../ui/error-notice';
import { plural } from '../../ui/format';
import { CompaniesTable } from './companies-table';
import { SortPicker } from './sort-picker';

export function LibraryScreen() {
  const stores = useStores();
  const { companies, sort, loading, loaded, error } = useDomain('library', (s) => s);
  // The first mount shows the read boot.ts sent at start; a later one reads again.
  useEffect(() => {
    void stores.library.getState().refreshOnMount();
  }, [stores]);

  return (
    <section className="screen screen-library" aria-labelledby="library-title" data-testid="screen-library">
      <div className="screen-head">
        <h1 id="library-title">Library</h1>
        <span className="muted">{loaded ? plural(companies.length, 'company', 'companies') : loading ? 'Loading…' : ''}</span>
        <div className="grow" />
        <SortPicker sort={sort} onSort={(s) => void stores.library.getState().setSort(s)} />
        <a className="btn" href={hrefOf({ screen: 'registry' })} data-testid="library-add">
          Find a company…
        </a>
      </div>
      {error && <ErrorNotice error={error} />}
      {loaded && companies.length === 0 ? (
        <div className="empty" data-testid="library-empty">
          <p>No company is mirrored yet.</p>
          <p>
            Search the registry for a company and mirror it: <a href={hrefOf({ screen: 'registry' })}>Registry search</a>.
          </p>
        </div>
      ) : (
        <CompaniesTable companies={companies} />
      )}
    </section>
  );
}
