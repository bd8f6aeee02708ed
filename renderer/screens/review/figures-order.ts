// The figures beside a filing in the filing's own order: one scope at a time (standalone first, as
// an AOC-4 prints it), statement by statement as the statements are printed (balance sheet, profit
// and loss, cash flow), each statement's lines in the order they were filed.
import type { CallResult } from '../../../shared/bridge/contract';
import { STATEMENT_LABELS } from '../company/financial-format';

export type Figure = CallResult<'filing.figures'>[number];

const SCOPE_ORDER = ['standalone', 'consolidated'];
const STATEMENT_ORDER = Object.keys(STATEMENT_LABELS);

const rank = (order: readonly string[], value: string) => {
  const at = order.indexOf(value);
  return at < 0 ? order.length : at;
};

/** The scopes the filing's figures come in, standalone first, then consolidated, then any other. */
export function scopesOf(figures: readonly Figure[]): string[] {
  const seen = [...new Set(figures.map((f) => f.scope))];
  return seen.map((scope, i) => ({ scope, i })).sort((a, b) => rank(SCOPE_ORDER, a.scope) - rank(SCOPE_ORDER, b.scope) || a.i - b.i).map((s) => s.scope);
}

export function statementLabel(statement: string): string {
  return (STATEMENT_LABELS as Record<string, string>)[statement] ?? statement;
}

/** The figures of one scope by statement, statements in print order, lines as filed. */
export function figureGroups(figures: readonly Figure[], scope: string): Array<{ statement: string; label: string; figures: Figure[] }> {
  const inScope = figures.filter((f) => f.scope === scope);
  const statements = [...new Set(inScope.map((f) => f.statement))].map((statement, i) => ({ statement, i }));
  statements.sort((a, b) => rank(STATEMENT_ORDER, a.statement) - rank(STATEMENT_ORDER, b.statement) || a.i - b.i);
  return statements.map(({ statement }) => ({ statement, label: statementLabel(statement), figures: inScope.filter((f) => f.statement === statement) }));
}
