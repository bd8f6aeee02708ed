// Master data, capital in rupees with Indian grouping, addresses, industry, name and id history.
import type { CompanyDetail } from '../../../shared/bridge/views';
import { dateOrDash, dateTimeOrDash, registryDateOrDash, text } from '../../ui/format';
import { FindingsPanel } from './findings-panel';
import { addresses, capitalText, MASTER_FIELDS, masterParts } from './master-fields';

function History({ title, rows, testId }: { title: string; rows: Array<{ value: string; from: string | null; to: string | null }>; testId: string }) {
  return (
    <section className="section" aria-label={title}>
      <h2>{title}</h2>
      {rows.length === 0 ? (
        <p className="muted">No changes recorded.</p>
      ) : (
        <table className="table" data-testid={testId}>
          <thead>
            <tr>
              <th scope="col">Value</th>
              <th scope="col">From</th>
              <th scope="col">To</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.value}-${r.from}`}>
                <td>{r.value}</td>
                <td>{dateOrDash(r.from)}</td>
                <td>{r.to ? dateOrDash(r.to) : 'current'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function OverviewTab({ detail }: { detail: CompanyDetail }) {
  const parts = masterParts(detail.master);
  const { companyData, commonData } = parts;
  const seen = new Set<string>();
  const facts = MASTER_FIELDS.flatMap((f) => {
    if (!(f.key in companyData) || seen.has(f.label)) return [];
    seen.add(f.label);
    const value = f.kind === 'capital' ? (capitalText(companyData, f.key) ?? '—') : f.kind === 'date' ? registryDateOrDash(companyData[f.key]) : text(companyData[f.key]);
    return [{ ...f, value }];
  });
  const addressRows = addresses(parts);

  return (
    <div className="overview" data-testid="overview">
      <FindingsPanel companyId={detail.summary.id} />
      <section className="section" aria-label="Master data">
        <h2>Master data</h2>
        {detail.master === null ? (
          <p className="muted">The master record has not been read yet.</p>
        ) : (
          <dl className="facts facts-grid">
            {facts.map((f) => (
              <div key={f.key} className="fact">
                <dt>{f.label}</dt>
                <dd className={f.kind === 'capital' ? 'num' : undefined} data-testid={`master-${f.key}`}>
                  {f.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
        <p className="muted small">
          Read {dateTimeOrDash(detail.masterProvenance.readAt)}
          {detail.masterProvenance.requestId && ` · request ${detail.masterProvenance.requestId}`}
        </p>
      </section>
      <section className="section" aria-label="Industry">
        <h2>Industry</h2>
        <p>
          {commonData?.mainDivisionCode ? `${text(commonData.mainDivisionCode)} — ` : ''}
          {text(commonData?.mainDivisionDescription)}
        </p>
      </section>
      <section className="section" aria-label="Addresses">
        <h2>Addresses</h2>
        {addressRows.length === 0 ? (
          <p className="muted">No address on record.</p>
        ) : (
          <dl className="facts">
            {addressRows.map((a) => (
              <div key={`${a.type}-${a.text}`} className="fact">
                <dt>{a.type}</dt>
                <dd>{a.text}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <History title="Name history" testId="name-history" rows={detail.nameHistory.map((h) => ({ value: h.name, from: h.from, to: h.to }))} />
      <History title="Identifier history" testId="id-history" rows={detail.idHistory.map((h) => ({ value: h.id, from: h.from, to: h.to }))} />
    </div>
  );
}
