// Keys that work anywhere: Ctrl/Cmd+K opens the palette, `/` focuses the library search.
import { useEffect } from 'react';

function typingIn(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el?.tagName) return false;
  return el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName);
}

export function useGlobalKeys(handlers: { palette(): void; search(): void }): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        handlers.palette();
      } else if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingIn(event.target)) {
        event.preventDefault();
        handlers.search();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [handlers]);
}
