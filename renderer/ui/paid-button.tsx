// A button that opens the quote dialog for a paid action. It only asks for a price (free); the
// action runs after the analyst confirms in the dialog. Disabled, with the reason, when offline.
// Without a key (a library read offline) it asks for one in place instead of quoting, sandbox
// companies included: a sandbox read needs the sandbox, and without a key there is no client at all.
import { useState } from 'react';
import type { CallArgs } from '../../shared/bridge/contract';
import { keyMissing, offlineReason } from '../state/app-store';
import { useDomain, useStores } from '../state/context';
import type { QuoteCall } from '../state/quote-store';
import { KeyPrompt } from './key-prompt';

interface PaidButtonProps<K extends QuoteCall> {
  call: K;
  args: CallArgs<K>;
  label: string;
  testId: string;
  primary?: boolean;
  /** Sandbox actions are never billed and run against the embedded emulator, so offline does not block them. */
  sandbox?: boolean;
}

export function PaidButton<K extends QuoteCall>({ call, args, label, testId, primary, sandbox }: PaidButtonProps<K>) {
  const stores = useStores();
  const offline = useDomain('app', (s) => offlineReason(s));
  const hostDown = useDomain('app', (s) => !s.host.online);
  const keyless = useDomain('app', (s) => keyMissing(s));
  const [asking, setAsking] = useState(false);
  const blocked = hostDown || (!sandbox && offline !== null) ? offline : null;
  return (
    <span className="paid-button">
      <button
        type="button"
        className={primary ? 'btn btn-primary' : 'btn'}
        disabled={blocked !== null}
        title={blocked ?? (keyless ? 'Needs an API key or the sandbox' : 'Shows the price first; nothing is spent until you confirm')}
        data-testid={testId}
        aria-expanded={keyless ? asking : undefined}
        onClick={() => (keyless ? setAsking(!asking) : void stores.quote.getState().open(call, args))}
      >
        {label}
      </button>
      {blocked && <span className="sr-only">{blocked}</span>}
      {keyless && asking && <KeyPrompt action={label} />}
    </span>
  );
}
