// Arrow-key movement between the rows of a list or table: rows carry `data-nav-item` and are
// focusable; Up/Down/Home/End move focus, Enter activates (the row's own click/link handles it).
import type { KeyboardEvent } from 'react';

export function moveFocusInList(event: KeyboardEvent<HTMLElement>): void {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[data-nav-item]')];
  if (items.length === 0) return;
  const at = items.indexOf(document.activeElement as HTMLElement);
  let next: number;
  if (event.key === 'Home') next = 0;
  else if (event.key === 'End') next = items.length - 1;
  else if (event.key === 'ArrowDown') next = at < 0 ? 0 : Math.min(items.length - 1, at + 1);
  else next = at <= 0 ? 0 : at - 1;
  event.preventDefault();
  items[next]?.focus();
}
