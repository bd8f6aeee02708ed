// A director: profile, roles (current and ceased), signatory history, links to mirrored companies,
// and the contact tier behind its own quote.
import { useEffect, useMemo } from 'react';
import { useDomain, useStores } from '../../state/context';
import { SandboxLabel } from '../../ui/badges';
import { ErrorNotice } from '../../ui/error-notice';
import { PaidButton } from '../../ui/paid-button';
import { ContactPanel } from './contact-panel';
import { readProfile } from './director-fields';
import { RolesTable } from './roles-table';

export function DirectorScreen({ din }: { din: string }) {
  const stores = useStores();
  const state = useDomain('director', (s) => s);
  const companies = useDomain('library', (s) => s.companies);
  const sandbox = useDomain('app', (s) => s.status?.mode === 'sandbox' || s.status?.keyKind === 'test');
  useEffect(() => {
    void stores.director.getState().load(din);
  }, [stores, din]);
  const mirrored = useMemo(() => new Set(companies.map((c) => c.id)), [companies]);
  const current = state.din === din;
  const profile = current && state.detail ? readProfile(state.detail.profile, din) : null;

  return (
    <section className="screen" aria-labelledby="director-title" data-testid="screen-director">
      <div className="screen-head">
        <h1 id="director-title">{profile?.name ?? `Director ${din}`}</h1>
        <span className="mono muted">DIN {din}</span>
        {sandbox && <SandboxLabel />}
      </div>
      {current && state.error && (
        <>
          <ErrorNotice error={state.error} />
          <PaidButton call="directorProfile.quote" args={{ din }} label="Buy profile…" testId="director-profile-buy" sandbox={sandbox} />
        </>
      )}
      {!profile && !state.error && <p className="muted">Loading…</p>}
      {profile && (
        <>
          <dl className="facts facts-grid" data-testid="director-profile">
            {profile.facts.map((f) => (
              <div className="fact" key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
          <section className="section" aria-label="Roles">
            <h2>Roles</h2>
            <RolesTable rows={profile.roles} mirrored={mirrored} testId="director-roles" />
          </section>
          <section className="section" aria-label="Signatory history">
            <h2>Signatory history</h2>
            <RolesTable rows={profile.signatory} mirrored={mirrored} testId="director-signatory" />
          </section>
        </>
      )}
      <ContactPanel din={din} sandbox={sandbox} />
    </section>
  );
}
