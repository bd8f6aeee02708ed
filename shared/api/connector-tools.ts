/**
 * The registry's assistant connector: its sixteen tools, in the order of the spec's table
 * ("Assistant connector"). The emulator serves them from the API; Dossier's connector answers the
 * same names from the offline library.
 */
export const SPEC_TOOL_NAMES = [
  'list_sandbox_entities',
  'find_company',
  'get_company',
  'list_filings',
  'find_director',
  'get_director',
  'unlock_company',
  'get_unlock_status',
  'get_filing_document',
  'list_extraction_forms',
  'list_extraction_years',
  'get_extraction',
  'check_freshness',
  'refresh_company',
  'fetch_documents',
  'get_account',
] as const;
