// The registry address: checked as it is typed with the one rule the core applies
// (shared/bridge/base-url.ts), the rule said beside the field, and what is stored shown apart
// from the draft, so "Saved" never hides an address other than the one kept.
import { type FormEvent, useEffect, useState } from 'react';
import { BASE_URL_RULE, checkBaseUrl } from '../../../shared/bridge/base-url';
import type { AppError } from '../../../shared/result';
import { useStores } from '../../state/context';
import { ErrorNotice } from '../../ui/error-notice';

export function BaseUrlForm({ value }: { value: string | null }) {
  const stores = useStores();
  const [draft, setDraft] = useState(value ?? '');
  const [error, setError] = useState<AppError | null>(null);
  const [saved, setSaved] = useState(false);
  // Follows the saved address (set here or by "Explore the sandbox") without remounting.
  useEffect(() => setDraft(value ?? ''), [value]);
  const checked = checkBaseUrl(draft);
  const unchanged = checked.ok && checked.url === value;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked.ok) return;
    const failure = await stores.app.getState().updateSettings({ baseUrl: checked.url });
    setError(failure);
    setSaved(!failure);
  };
  return (
    <form className="form" onSubmit={submit} data-testid="base-url-form" noValidate>
      <label htmlFor="base-url">API base URL</label>
      <p className="muted small" id="base-url-rule">
        Accepted: {BASE_URL_RULE}.
      </p>
      <div className="row">
        <input
          id="base-url"
          type="url"
          className="mono grow"
          value={draft}
          aria-invalid={!checked.ok}
          aria-describedby={checked.ok ? 'base-url-rule' : 'base-url-rule base-url-problem'}
          onChange={(e) => {
            setDraft(e.target.value);
            setSaved(false);
          }}
          data-testid="base-url"
        />
        <button type="submit" className="btn" disabled={!checked.ok || unchanged}>
          Save
        </button>
        {saved && <span className="muted small">Saved</span>}
      </div>
      {!checked.ok && (
        <p className="field-error" id="base-url-problem" role="alert" data-testid="base-url-problem">
          {checked.reason}
        </p>
      )}
      <p className="muted small" data-testid="base-url-stored">
        Stored: <span className="mono">{value ?? 'none'}</span>
      </p>
      {error && <ErrorNotice error={error} />}
    </form>
  );
}
