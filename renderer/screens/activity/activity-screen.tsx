// Activity: every paid action, running ones first, with progress and controls.
import { useEffect } from 'react';
import { isActive } from '../../state/actions-store';
import { useDomain, useStores } from '../../state/context';
import { ErrorNotice } from '../../ui/error-notice';
import { ActionRow } from './action-row';

export function ActivityScreen() {
  const stores = useStores();
  const { actions, error, controlErrors } = useDomain('actions', (s) => s);
  useEffect(() => {
    void stores.actions.getState().refresh();
  }, [stores]);
  // A book action's company actions sit under it, not among the others (one bar for the book, one per company).
  const ids = new Set(actions.map((a) => a.id));
  const top = actions.filter((a) => !a.parentId || !ids.has(a.parentId));
  const ordered = [...top.filter(isActive), ...top.filter((a) => !isActive(a))];
  const childrenOf = (id: string) => actions.filter((a) => a.parentId === id).sort((a, b) => (a.createdAt < b.createdAt ? -1 : 1));
  const api = stores.actions.getState();
  return (
    <section className="screen" aria-labelledby="activity-title" data-testid="screen-activity">
      <div className="screen-head">
        <h1 id="activity-title">Activity</h1>
      </div>
      {error && <ErrorNotice error={error} />}
      {ordered.length === 0 ? (
        <p className="muted">No action yet. Paid actions (mirror, refresh, fetch) show their progress here.</p>
      ) : (
        <ul className="action-list" aria-label="Actions">
          {ordered.map((action) => (
            <ActionRow
              key={action.id}
              action={action}
              controlError={controlErrors[action.id]}
              onPause={() => void api.pause(action.id)}
              onResume={() => void api.resume(action.id)}
              onCancel={() => void api.cancel(action.id)}
            >
              {childrenOf(action.id).length > 0 && (
                <ul className="action-children" aria-label={`Companies of ${action.title}`} data-testid="action-children">
                  {childrenOf(action.id).map((child) => (
                    <ActionRow key={child.id} action={child} controlError={controlErrors[child.id]} nested onPause={() => {}} onResume={() => {}} onCancel={() => {}} />
                  ))}
                </ul>
              )}
            </ActionRow>
          ))}
        </ul>
      )}
    </section>
  );
}
