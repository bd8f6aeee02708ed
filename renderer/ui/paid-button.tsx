// A button that opens the quote dialog for a paid action. It only asks for a price (free); the
// action runs after the analyst confirms in the dialog. Disabled, with the reason, when offline.
import type { CallArgs } from '../../shared/bridge/contract';
import { offlineReason } from '../state/app-store';
import { useDomain, useStores } from '../state/context';
import type { QuoteCall } from '../state/quote-store';

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
  const blocked = hostDown || (!sandbox && offline !== null) ? offline : null;
  return (
    <span className="paid-button">
      <button
        type="button"
        className={primary ? 'btn btn-primary' : 'btn'}
        disabled={blocked !== null}
        title={blocked ?? 'Shows the price first; nothing is spent until you confirm'}
        data-testid={testId}
        onClick={() => void stores.quote.getState().open(call, args)}
      >
        {label}
      </button>
      {blocked && <span className="sr-only">{blocked}</span>}
    </span>
  );
}
