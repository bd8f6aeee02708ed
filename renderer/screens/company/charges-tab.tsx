// Charges (mortgages): table, a simple timeline, and the open exposure total.
import type { ChargeRow } from '../../../shared/bridge/views';
import { formatRupees } from '../../../shared/money';
import { dateOrDash, rupeesOrDash } from '../../ui/format';
import { isOpen, openExposure, timeline } from './charge-math';

function Timeline({ charges }: { charges: ChargeRow[] }) {
  const t = timeline(charges, new Date().toISOString());
  if (!t) return null;
  const rowH = 14;
  return (
    <figure className="timeline" aria-label="Charge timeline">
      <svg viewBox={`0 0 1000 ${t.spans.length * rowH + 16}`} preserveAspectRatio="none" role="img" aria-label={`Charges from ${t.fromYear} to ${t.toYear}`}>
        {t.spans.map((s, i) => (
          <rect
            key={s.chargeId}
            x={s.start * 1000}
            y={i * rowH + 2}
            width={Math.max(3, (s.end - s.start) * 1000)}
            height={rowH - 4}
            className={s.open ? 'bar-open' : 'bar-closed'}
          >
            <title>{`${s.chargeId} · ${s.holder}${s.open ? ' · open' : ' · satisfied'}`}</title>
          </rect>
        ))}
      </svg>
      <figcaption className="muted small row spread">
        <span>{t.fromYear}</span>
        <span>Open charges dark, satisfied light</span>
        <span>{t.toYear}</span>
      </figcaption>
    </figure>
  );
}

export function ChargesTab({ charges }: { charges: ChargeRow[] }) {
  if (charges.length === 0) return <p className="muted">No charges registered.</p>;
  const exposure = openExposure(charges);
  return (
    <div>
      <p className="strong" data-testid="open-exposure">
        Open exposure: <span className="num">{formatRupees(exposure.totalPaisa)}</span>
        {exposure.withoutAmount > 0 && <span className="muted"> (plus {exposure.withoutAmount} open charge(s) without an amount)</span>}
      </p>
      <Timeline charges={charges} />
      <table className="table" data-testid="charges-table">
        <thead>
          <tr>
            <th scope="col">Charge</th>
            <th scope="col">Holder</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col">Status</th>
            <th scope="col">Created</th>
            <th scope="col">Modified</th>
            <th scope="col">Satisfied</th>
          </tr>
        </thead>
        <tbody>
          {charges.map((c) => (
            <tr key={c.chargeId} className={isOpen(c) ? undefined : 'ceased'}>
              <td className="mono">{c.chargeId}</td>
              <td>{c.holder}</td>
              <td className="num">{rupeesOrDash(c.amountPaisa)}</td>
              <td>{c.status}</td>
              <td>{dateOrDash(c.createdOn)}</td>
              <td>{dateOrDash(c.modifiedOn)}</td>
              <td>{dateOrDash(c.satisfiedOn)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
