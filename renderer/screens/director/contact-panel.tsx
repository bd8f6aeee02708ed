// The contact tier: bought separately (its own quote), then kept masked until the analyst asks.
import { useDomain, useStores } from '../../state/context';
import { ErrorNotice } from '../../ui/error-notice';
import { dateTimeOrDash, text } from '../../ui/format';
import { PaidButton } from '../../ui/paid-button';
import { maskContact } from './director-fields';

export function ContactPanel({ din, sandbox }: { din: string; sandbox: boolean }) {
  const stores = useStores();
  const { contact, contactShown, contactError } = useDomain('director', (s) => s);
  return (
    <section className="section" aria-label="Contact details" data-testid="director-contact">
      <h2>Contact details</h2>
      {contactError && <ErrorNotice error={contactError} />}
      {!contact ? (
        <>
          <p className="muted">Contact details are a separate purchase with their own price, valid for a year.</p>
          <PaidButton call="directorContact.quote" args={{ din }} label="Buy contact details…" testId="director-contact-buy" sandbox={sandbox} />
        </>
      ) : (
        <>
          <dl className="facts">
            {Object.entries(contact.contact)
              .filter(([k]) => k !== 'din')
              .map(([k, v]) => (
                <div className="fact" key={k}>
                  <dt>{k}</dt>
                  <dd className="mono" data-testid={`contact-${k}`}>
                    {contactShown ? text(v) : maskContact(v)}
                  </dd>
                </div>
              ))}
          </dl>
          <button type="button" className="btn" onClick={() => stores.director.getState().showContact(!contactShown)} aria-pressed={contactShown} data-testid="contact-toggle">
            {contactShown ? 'Hide' : 'Show'}
          </button>
          <p className="muted small">Read {dateTimeOrDash(contact.readAt)}</p>
        </>
      )}
    </section>
  );
}
