// The registry's hints are written for developers when they name an API path or an HTTP method
// ("GET /v1/sandbox lists the companies…"). The app and the command line show only the others,
// and say in their own terms what the analyst can do instead.

const DEVELOPER_WORDS = /\b(GET|POST|PUT|DELETE)\s+\/|\/v\d+\//;

/** The registry's hint when it is written for the analyst; null when it names the API itself. */
export function analystHint(hint: string | null | undefined): string | null {
  return hint && !DEVELOPER_WORDS.test(hint) ? hint : null;
}
