// The body of a quote: what it buys, line by line, and the wallet before and after.
import type { Quote } from '../../shared/bridge/views';
import { formatRupees } from '../../shared/money';
import { rupeesOrDash } from './format';

export function QuoteLines({ quote }: { quote: Quote }) {
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
              Total
            </th>
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
              <td className="num">{line.count}</td>
              <td className="num">{formatRupees(line.unitPricePaisa)}</td>
              <td className="num">{formatRupees(line.totalPaisa)}</td>
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
        </dd>
      </dl>
    </>
  );
}
