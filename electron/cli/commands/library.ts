/**
 * The free commands that read the library only: search, company, filings, director. They work
 * offline; a company that is not mirrored yet is named as such, with the command that mirrors it.
 */
import type { DirectorDetail } from '../../../shared/bridge/views';
import { formFilterWords, formMatches } from '../../../shared/form-family';
import { formatIndianNumber } from '../../../shared/money';
import { CliError, usageError } from '../exit-codes';
import { financialYearsLine, renderFinancials } from '../format-financials';
import { renderCompany, renderDirector, renderFilings, renderHits } from '../format-library';
import type { Output } from '../output';
import type { CliSession } from '../session';

/** The core's "not in the library" with the CLI's way to get it there. */
export async function orSuggestMirror<T>(companyId: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof CliError && error.error.code === 'NOT_IN_LIBRARY') {
      throw new CliError(error.exitCode, {
        ...error.error,
        message: `${companyId} is not mirrored yet: the library holds nothing on it.`,
        hint: `Mirror it first (the quote is shown before anything is bought): dossier mirror ${companyId}`,
      });
    }
    throw error;
  }
}

export async function search(out: Output, session: CliSession, text: string, limit: number): Promise<void> {
  const hits = await session.call('search.local', { text, limit });
  out.result(hits, () => renderHits(hits, text));
}

export interface CompanyOptions {
  /** Print the financial statements pivot of this scope instead of the register view. */
  financials: 'standalone' | 'consolidated' | null;
}

export async function company(out: Output, session: CliSession, id: string, opts: CompanyOptions): Promise<void> {
  const detail = await orSuggestMirror(id, () => session.call('company.detail', { id }));
  if (opts.financials !== null) {
    const view = await session.call('company.financials', { id, scope: opts.financials });
    out.result(view, () => renderFinancials(view, detail.summary.name));
    return;
  }
  const years = financialYearsLine(await session.call('company.financials', { id, scope: 'standalone' }));
  out.result(detail, () => {
    const text = renderCompany(detail);
    return years ? `${text}\n\nFinancial statements: ${years}; see dossier company ${id} --financials` : text;
  });
}

export interface FilingFilters {
  form?: string;
  year?: number;
  category?: string;
}

export async function filings(out: Output, session: CliSession, id: string, filters: FilingFilters): Promise<void> {
  const form = filters.form?.trim();
  if (filters.form !== undefined && !form) throw usageError('USAGE', '--form needs a form to look for (e.g. --form AOC-4); it got none.');
  // The form is matched here, by its family (shared/form-family.ts): the bridge's formId is exact,
  // as the registry's and the connector's are.
  const listed = await orSuggestMirror(id, () =>
    session.call('company.filings', {
      id,
      ...(filters.year !== undefined ? { year: filters.year } : {}),
      ...(filters.category ? { documentCategory: filters.category } : {}),
    }),
  );
  const rows = form ? listed.filter((f) => formMatches(f.formId, form)) : listed;
  const asked = [form && `--form ${formFilterWords(form)}`, filters.year !== undefined && `--year ${filters.year}`, filters.category && `--category ${filters.category}`].filter(Boolean);
  if (rows.length > 0 || asked.length === 0) {
    out.result(rows, () => renderFilings(id, rows));
    return;
  }
  // A filter that matches nothing says how many filings it looked at, so it does not read as an empty library.
  const all = filters.year === undefined && !filters.category ? listed.length : (await session.call('company.filings', { id })).length;
  out.result(rows, () =>
    all === 0
      ? renderFilings(id, rows)
      : `None of the ${formatIndianNumber(all)} filings the library lists for ${id} match ${asked.join(' ')}. See them all: dossier filings ${id}`,
  );
}

export async function director(out: Output, session: CliSession, din: string): Promise<void> {
  let detail: DirectorDetail;
  try {
    detail = await session.call('director.detail', { din });
  } catch (error) {
    if (error instanceof CliError && (error.error.code === 'NOT_IN_LIBRARY' || error.error.code === 'PROFILE_NOT_IN_LIBRARY')) {
      throw new CliError(error.exitCode, {
        ...error.error,
        hint: 'Mirror a company they serve with their profiles: dossier mirror <company id> --directors',
      });
    }
    throw error;
  }
  out.result(detail, () => renderDirector(detail));
}
