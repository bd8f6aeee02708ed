// The body of a quote: what it buys, line by line (expected, and the most where a count is not
// known before buying), and the wallet before and after.
import type { Quote } from '../../shared/bridge/views';
import { formatIndianNumber, formatRupees } from '../../shared/money';
import { rupeesOrDash } from './format';

export function QuoteLines({ quote }: { quote: Quote }) {
  const bounded = quote.mostPaisa > quote.totalPaisa;
  return (
    <>
      <table className="table quote-lines" data-testid="quote-lines">
        <thead>
          <tr>
            <th scope="col">What it buys</th>
            <th scope="col" className="num">
              Count
            </th>
            <th scope="col" className="num">
              Each
            </th>
            <th scope="col" className="num">
              {bounded ? 'Expected' : 'Total'}
            </th>
            {bounded && (
              <th scope="col" className="num">
                At most
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {quote.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: quote lines have no id and never reorder
            <tr key={i}>
              <td>
                {line.label}
                {line.note && <div className="muted small">{line.note}</div>}
              </td>
              <td className="num">
                {formatIndianNumber(line.count)}
                {line.mostCount > line.count && <div className="muted small">at most {formatIndianNumber(line.mostCount)}</div>}
              </td>
              <td className="num">{formatRupees(line.unitPricePaisa)}</td>
              <td className="num">{formatRupees(line.totalPaisa)}</td>
              {bounded && <td className="num">{formatRupees(line.mostPaisa)}</td>}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Price
            </th>
            <td className="num strong" data-testid="quote-total">
              {formatRupees(quote.totalPaisa)}
            </td>
            {bounded && (
              <td className="num strong" data-testid="quote-most">
                {formatRupees(quote.mostPaisa)}
              </td>
            )}
          </tr>
        </tfoot>
      </table>
      <dl className="quote-wallet">
        <dt>Wallet now</dt>
        <dd className="num" data-testid="quote-wallet-before">
          {rupeesOrDash(quote.walletBeforePaisa)}
        </dd>
        <dt>Wallet after</dt>
        <dd className="num strong" data-testid="quote-wallet-after">
          {rupeesOrDash(quote.walletAfterPaisa)}
          {bounded && quote.walletAfterMostPaisa !== null && <span className="muted small"> (at least {formatRupees(quote.walletAfterMostPaisa)})</span>}
        </dd>
      </dl>
      {bounded && !quote.sandbox && (
        <p className="muted small" data-testid="quote-most-note">
          Confirming allows up to {formatRupees(quote.mostPaisa)}: counts not known before buying are priced at their most, and the action never spends past it.
        </p>
      )}
    </>
  );
}
