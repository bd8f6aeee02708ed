/**
 * An action's title in names: "Mirror Kemi Trading Private Limited", "Director profile of Asha
 * Rao". The id stays in the view's `subject`, a hover away. A subject the library does not name yet
 * (a first mirror before its master record arrives) keeps the title its quote was given.
 */
import type { Library } from '../store';

const COMPANY_VERBS: Record<string, string> = {
  mirror: 'Mirror',
  refresh: 'Refresh',
  fetch: 'Fetch missing documents of',
};
const DIRECTOR_VERBS: Record<string, string> = {
  directorProfile: 'Director profile of',
  directorContact: 'Contact details of director',
};

export function actionTitle(library: Library, kind: string, subject: string | null, quoted: string | undefined): string {
  const fallback = quoted ?? `${kind} ${subject ?? ''}`.trim();
  if (!subject) return fallback;
  const companyVerb = COMPANY_VERBS[kind];
  if (companyVerb) {
    const name = library.companies.get(subject)?.name;
    return name ? `${companyVerb} ${name}` : fallback;
  }
  const directorVerb = DIRECTOR_VERBS[kind];
  if (directorVerb) {
    const name = library.directors.get(subject)?.fullName;
    return name ? `${directorVerb} ${name}` : fallback;
  }
  return fallback;
}
