// A book action's quote: how many of the book's companies come from the team at ₹0, are already
// current (₹0), are bought, or cannot run now (why), and the largest purchases, in the order they run.
import type { BookQuoteInfo } from '../../shared/bridge/views';
import { formatRupees } from '../../shared/money';

const GROUP_WORDS = { team: 'from the team library (₹0)', current: 'already current (₹0)', buy: 'to buy', skip: 'cannot run now' } as const;

export function BookQuote({ book }: { book: BookQuoteInfo }) {
  const count = (group: keyof typeof GROUP_WORDS) => book.companies.filter((c) => c.group === group).length;
  const skipped = book.companies.filter((c) => c.group === 'skip');
  return (
    <div className="small" data-testid="quote-book">
      <p>
        {book.companies.length} companies of {book.bookName}, largest exposure first:{' '}
        {(Object.keys(GROUP_WORDS) as Array<keyof typeof GROUP_WORDS>)
          .filter((g) => count(g) > 0)
          .map((g) => `${count(g)} ${GROUP_WORDS[g]}`)
          .join(', ')}
        .
      </p>
      {skipped.length > 0 && (
        <details>
          <summary>Not possible now ({skipped.length})</summary>
          <ul>
            {skipped.slice(0, 50).map((c) => (
              <li key={c.companyId}>
                {c.name}: {c.note ?? 'cannot run now'}
              </li>
            ))}
          </ul>
        </details>
      )}
      <details>
        <summary>Companies to buy</summary>
        <ul>
          {book.companies
            .filter((c) => c.group === 'buy')
            .slice(0, 50)
            .map((c) => (
              <li key={c.companyId}>
                {c.name}: {formatRupees(c.expectedPaisa)}
                {c.mostPaisa > c.expectedPaisa ? ` (up to ${formatRupees(c.mostPaisa)})` : ''}
              </li>
            ))}
        </ul>
      </details>
    </div>
  );
}
