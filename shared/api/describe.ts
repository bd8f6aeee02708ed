/**
 * Turns a zod failure into one line an analyst or a log reader can act on:
 * `data.candidates[0].cin: expected string`. Paths are written as a JavaScript accessor so they
 * can be pasted into a debugger.
 */
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

export function formatPath(path: readonly PropertyKey[], root = ''): string {
  let out = root;
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && IDENTIFIER.test(key)) out += out === '' ? key : `.${key}`;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out === '' ? '(root)' : out;
}

/** The branch of a failed union that got furthest: its first issue has the longest path. */
function deepestBranchIssue(branches: readonly (readonly Issue[])[]): Issue | undefined {
  let best: Issue | undefined;
  for (const branch of branches) {
    const first = branch[0];
    if (first && (!best || first.path.length > best.path.length)) best = first;
  }
  return best;
}

function describeIssue(issue: Issue, path: readonly PropertyKey[], root: string): string {
  const fullPath = [...path, ...issue.path];
  switch (issue.code) {
    case 'invalid_type':
      return `${formatPath(fullPath, root)}: expected ${issue.expected}`;
    case 'invalid_value':
      return `${formatPath(fullPath, root)}: expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'invalid_union': {
      const options = 'options' in issue ? issue.options : undefined;
      if (issue.discriminator && options) {
        const allowed = options.map((v) => JSON.stringify(v)).join(', ');
        return `${formatPath(fullPath, root)}: expected one of ${allowed}`;
      }
      // A union names no single expectation; the branch that matched furthest is the useful one.
      const inner = deepestBranchIssue(issue.errors);
      return inner ? describeIssue(inner, fullPath, root) : `${formatPath(fullPath, root)}: ${issue.message}`;
    }
    default:
      return `${formatPath(fullPath, root)}: ${issue.message}`;
  }
}

/** Every issue as `path: what was expected`, joined with "; ". */
export function describeZodError(error: z.ZodError, root = ''): string {
  return error.issues.map((issue) => describeIssue(issue, [], root)).join('; ');
}
