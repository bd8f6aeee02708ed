// Matching for the command palette: every typed word must appear in the command's label, group or
// keywords; labels that start with the first word come first.
export interface Command {
  id: string;
  label: string;
  group: string;
  keywords?: string;
  /** Set when the command cannot run now (e.g. offline); shown, not hidden. */
  disabledReason?: string | null;
  run(): void;
}

export function filterCommands(commands: Command[], query: string): Command[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return commands;
  const scored: Array<{ command: Command; score: number; index: number }> = [];
  commands.forEach((command, index) => {
    const label = command.label.toLowerCase();
    const hay = `${label} ${command.group.toLowerCase()} ${(command.keywords ?? '').toLowerCase()}`;
    if (!words.every((w) => hay.includes(w))) return;
    const first = words[0]!;
    const score = label.startsWith(first) ? 0 : label.split(/\W+/).some((part) => part.startsWith(first)) ? 1 : 2;
    scored.push({ command, score, index });
  });
  return scored.sort((a, b) => a.score - b.score || a.index - b.index).map((s) => s.command);
}
