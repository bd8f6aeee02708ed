// Errors the core pushed as events (a background action failing, a disk problem), until dismissed.
import { useDomain, useStores } from '../state/context';
import { ErrorNotice } from '../ui/error-notice';

export function Notices() {
  const stores = useStores();
  const notices = useDomain('app', (s) => s.notices);
  if (notices.length === 0) return null;
  return (
    <div className="notices" data-testid="notices">
      {notices.map((error, i) => (
        <ErrorNotice
          // biome-ignore lint/suspicious/noArrayIndexKey: notices have no id; dismissing re-renders the stack
          key={i}
          error={error}
          testId="notice"
          onDismiss={() => stores.app.getState().dismissNotice(i)}
        />
      ))}
    </div>
  );
}
