// Ctrl/Cmd+K: every screen and action by typing a few letters. Arrow keys move, Enter runs,
// Escape closes.
import { type KeyboardEvent, useMemo, useRef, useState } from 'react';
import { type Command, filterCommands } from './palette-filter';
import { useFocusTrap } from './use-focus-trap';

export function CommandPalette({ commands, onClose }: { commands: Command[]; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const ref = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  useFocusTrap(ref, true, input);
  const shown = useMemo(() => filterCommands(commands, query), [commands, query]);
  const current = Math.min(active, Math.max(0, shown.length - 1));

  const run = (command: Command | undefined) => {
    if (!command || command.disabledReason) return;
    onClose();
    command.run();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + shown.length) % Math.max(1, shown.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      run(shown[current]);
    }
  };

  return (
    <div className="overlay overlay-top">
      <div
        ref={ref}
        className="dialog palette"
        role="dialog"
        aria-modal="true"
        aria-label="Command palette"
        data-testid="command-palette"
        onKeyDown={onKeyDown}
      >
        <input
          ref={input}
          className="palette-input"
          role="combobox"
          aria-expanded="true"
          aria-controls="palette-list"
          aria-activedescendant={shown[current] ? `cmd-${shown[current].id}` : undefined}
          aria-autocomplete="list"
          placeholder="Type a command or a company…"
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          data-testid="palette-input"
        />
        <div id="palette-list" role="listbox" className="palette-list" aria-label="Commands">
          {shown.length === 0 && <div className="muted palette-empty">No command matches “{query}”.</div>}
          {shown.map((command, i) => (
            <div
              key={command.id}
              id={`cmd-${command.id}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === current}
              aria-disabled={command.disabledReason ? true : undefined}
              className={`palette-item${i === current ? ' active' : ''}`}
              data-testid={`palette-item-${command.id}`}
              onMouseMove={() => setActive(i)}
              onClick={() => run(command)}
              onKeyDown={(e) => e.key === 'Enter' && run(command)}
            >
              <span className="palette-group">{command.group}</span>
              <span className="palette-label">{command.label}</span>
              {command.disabledReason && <span className="muted small"> — {command.disabledReason}</span>}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
