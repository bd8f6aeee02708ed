// Group exposure: companies of the book joined by a director, a registered address or a charge,
// largest first, each group's exposure summed with its share of the book, its members, every link
// with its sources, and those above the book's threshold flagged. The threshold is the book's own.
import { useEffect, useId, useState } from 'react';
import type { BookSummary } from '../../../shared/bridge/portfolio';
import type { BookGroups } from '../../../shared/bridge/signals';
import type { AppError } from '../../../shared/result';
import { companyHref } from '../../router/routes';
import { useBridge } from '../../state/context';
import { settle } from '../../state/store-kit';
import { ErrorNotice } from '../../ui/error-notice';
import { exposureText, shareText } from './book-columns';

/** "12.5" (percent, up to two decimals) → basis points, or null when it is not a share. */
export function basisPointsOf(text: string): number | null {
  const m = /^\s*(\d{1,3})(?:\.(\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp >= 1 && bp <= 10_000 ? bp : null;
}

function Threshold({ book, onChanged }: { book: BookSummary; onChanged(): void }) {
  const bridge = useBridge();
  const id = useId();
  const [text, setText] = useState(shareText(book.groupThresholdBasisPoints).replace(' %', ''));
  const [error, setError] = useState<AppError | null>(null);
  useEffect(() => setText(shareText(book.groupThresholdBasisPoints).replace(' %', '')), [book.groupThresholdBasisPoints]);
  const save = async () => {
    const bp = basisPointsOf(text);
    if (bp === null) {
      setError({ code: 'BAD_THRESHOLD', message: `“${text}” is not a share of the book: write a percentage between 0.01 and 100, such as 10 or 12.5.` });
      return;
    }
    const result = await settle(bridge.call('portfolio.update', { id: book.id, groupThresholdBasisPoints: bp }));
    if (result.ok) {
      setError(null);
      onChanged();
    } else setError(result.error);
  };
  return (
    <form
      className="row"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label htmlFor={id}>Flag groups above</label>
      <input id={id} className="num threshold-input" value={text} onChange={(e) => setText(e.target.value)} inputMode="decimal" data-testid="group-threshold" />
      <span>% of the book</span>
      <button type="submit" className="btn" data-testid="group-threshold-save">
        Save
      </button>
      {error && <ErrorNotice error={error} testId="group-threshold-error" />}
    </form>
  );
}

export function GroupsPanel({ book, groups, onChanged }: { book: BookSummary; groups: BookGroups; onChanged(): void }) {
  return (
    <section className="groups-panel" aria-labelledby="groups-title" data-testid="groups-panel">
      <h2 id="groups-title">Group exposure</h2>
      <Threshold book={book} onChanged={onChanged} />
      {groups.groups.length === 0 && <p className="muted">No two companies of the book are joined by a director, an address or a charge the library knows.</p>}
      <ol className="group-list">
        {groups.groups.map((g, i) => (
          <li
            key={g.members.map((m) => m.companyId).join(',')}
            className={`group${g.flagged ? ' group-flagged' : ''}`}
            data-testid="group"
            data-flagged={g.flagged}
            data-share-bp={g.share.basisPoints}
          >
            <h3>
              Group {i + 1}: {exposureText(g.exposurePaisa)} · <span data-testid="group-share">{shareText(g.share.basisPoints)}</span> of the book ·{' '}
              {g.members.length} companies
              {g.flagged && (
                <span className="label label-flag" data-testid="group-flag">
                  Above {shareText(groups.flagAboveBasisPoints)}
                </span>
              )}
            </h3>
            <ul className="group-members">
              {g.members.map((m) => (
                <li key={m.companyId}>
                  <a href={companyHref(m.companyId)}>{m.name}</a> <span className="num">{exposureText(m.exposurePaisa)}</span>
                </li>
              ))}
            </ul>
            <details>
              <summary>How they are joined ({g.links.length})</summary>
              <ul className="small">
                {g.links.map((l) => (
                  <li key={`${l.kind}-${l.via.id}`} data-testid="group-link">
                    {l.words}
                    <ul className="sources muted">
                      {l.sources.map((s) => (
                        <li key={`${s.record}-${s.id}-${s.requestId ?? ''}`}>Source: {s.label}</li>
                      ))}
                    </ul>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ol>
      {groups.addressesNotLinking.length > 0 && (
        <p className="small muted">
          Addresses shared too widely to join a group: {groups.addressesNotLinking.map((a) => `${a.label} (${a.companies})`).join('; ')}.
        </p>
      )}
      {groups.notInGraph.length > 0 && <p className="small muted">{groups.notInGraph.length} companies are not mirrored: they can join no group until they are.</p>}
    </section>
  );
}
