// AOC-4 figures, all years side by side (oldest left), with the latest year-on-year change.
import type { FinancialsView } from '../../../shared/bridge/views';
import type { FigureUnit } from '../../../shared/money';
import { reviewHref } from '../../router/routes';
import { dateOrDash } from '../../ui/format';
import { figureCell, fyLabel, groupByStatement, UNIT_LABELS, yoyChange } from './financial-format';

export function FinancialsTable({ view, unit }: { view: FinancialsView; unit: FigureUnit }) {
  const years = view.years;
  const last = years[years.length - 1];
  const previous = years[years.length - 2];
  const showChange = last !== undefined && previous !== undefined;
  return (
    <table className="table financials" data-testid="financials-table">
      <caption className="muted small">
        Figures in {UNIT_LABELS[unit]}, {view.scope}; negative figures in parentheses.
      </caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          {years.map((y) => {
            const source = view.sources[String(y)];
            return (
              <th key={y} scope="col" className="num" data-testid="fy-header">
                {source?.filingId ? (
                  <a href={reviewHref(view.companyId, source.filingId)} title={`Filed ${dateOrDash(source.dateOfFiling)}: open the filing`}>
                    {fyLabel(y)}
                  </a>
                ) : (
                  fyLabel(y)
                )}
              </th>
            );
          })}
          {showChange && (
            <th scope="col" className="num" data-testid="yoy-header">
              Change {fyLabel(last)}
            </th>
          )}
        </tr>
      </thead>
      {groupByStatement(view.rows).map((group) => (
        <tbody key={group.statement}>
          <tr className="group-row">
            <th scope="rowgroup" colSpan={years.length + (showChange ? 2 : 1)}>
              {group.label}
            </th>
          </tr>
          {group.rows.map((row) => (
            <tr key={row.qname} data-testid="financial-row" data-qname={row.qname}>
              <th scope="row" className="item" title={row.qname}>
                {row.label}
              </th>
              {years.map((y) => (
                <td key={y} className="num">
                  {figureCell(row.values[String(y)], unit)}
                </td>
              ))}
              {showChange && (
                <td className="num change" data-testid="yoy-cell">
                  {yoyChange(row.values[String(previous)], row.values[String(last)])}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
