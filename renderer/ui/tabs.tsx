// An accessible tab strip (tablist/tab, arrow keys move between tabs) whose tabs are links, so each
// tab has its own URL.
import type { KeyboardEvent } from 'react';

export interface TabItem {
  id: string;
  label: string;
  href: string;
}

export function Tabs({ items, current, label, idPrefix }: { items: TabItem[]; current: string; label: string; idPrefix: string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('[role="tab"]')];
    const at = tabs.indexOf(document.activeElement as HTMLAnchorElement);
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : (at + (event.key === 'ArrowRight' ? 1 : -1) + tabs.length) % tabs.length;
    event.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {items.map((item) => (
        <a
          key={item.id}
          id={`${idPrefix}-tab-${item.id}`}
          role="tab"
          href={item.href}
          aria-selected={item.id === current}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={item.id === current ? 0 : -1}
          className="tab"
          data-testid={`tab-${item.id}`}
        >
          {item.label}
        </a>
      ))}
    </div>
  );
}
