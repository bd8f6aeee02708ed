// The inline prompt an online action shows when no API key is stored: the library stays readable,
// only this action needs the registry, and the two ways to reach it are one click away.
import { hrefOf } from '../router/routes';

/** `action` is the button's own label ("Refresh…"), so the prompt names what it would do. */
export function KeyPrompt({ action }: { action: string }) {
  const what = action.replace(/[….]+$/, '').toLowerCase();
  return (
    <span className="key-prompt" role="status" data-testid="key-prompt">
      No API key is stored. <a href={hrefOf({ screen: 'settings' })}>Add an API key</a> or <a href={hrefOf({ screen: 'welcome' })}>use the sandbox</a> to {what}.
      Everything in the library stays readable without one.
    </span>
  );
}
