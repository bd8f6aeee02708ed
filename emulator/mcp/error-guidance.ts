// The connector adds an explanation and a plain instruction line to each error result (spec,
// "Errors": "The connector adds a plain instruction line to each error result"). The wording names
// the connector's own tools, since that is what the assistant can act on.

export interface ErrorGuidance {
  explanation: string;
  instruction: string;
}

const GUIDANCE: Record<string, ErrorGuidance> = {
  MISSING_API_KEY: {
    explanation: 'The request carried no API key.',
    instruction: 'Connect with an API key (Authorization: Bearer <key>, x-api-key, or the /mcp/k/<key> address).',
  },
  INVALID_API_KEY: {
    explanation: 'The API key is not known to the service.',
    instruction: 'Check the key in the developer portal and reconnect with a valid one.',
  },
  API_KEY_REVOKED: {
    explanation: 'The API key was revoked and no longer works.',
    instruction: 'Create a new key in the developer portal and reconnect with it.',
  },
  INVALID_CIN: {
    explanation: 'The company identifier is not a valid CIN (21 characters), FCIN (6) or LLPIN (8, hyphen after the third).',
    instruction: 'Correct the identifier, or look the company up by name with find_company.',
  },
  INVALID_ID_TYPE: {
    explanation: 'idType must be cin, fcin or llpin and must match the identifier.',
    instruction: 'Leave idType out (it is detected) or pass the kind that matches the identifier.',
  },
  INVALID_DIN: {
    explanation: 'A DIN is exactly 8 digits.',
    instruction: 'Correct the DIN, or look the director up by name with find_director.',
  },
  MISSING_QUERY: {
    explanation: 'A search needs a name or identifier to look for.',
    instruction: 'Call again with a non-empty query.',
  },
  INVALID_FILING_ID: {
    explanation: 'A filing id is the opaque flg_ token from the filing list.',
    instruction: 'Take the filingId from list_filings (or, for PAS-3, from list_extraction_years) and call again.',
  },
  INVALID_YEAR: {
    explanation: 'AOC-4 and MGT-7 years are 4-digit calendar years from 1900 to next year.',
    instruction: 'Pick a year from list_extraction_years and call again.',
  },
  INVALID_CHARGE_ID: {
    explanation: 'A CHARGES extraction is addressed by its numeric charge id.',
    instruction: 'Pick a charge_id from list_extraction_years with formType CHARGES and call again.',
  },
  INVALID_QUERY: {
    explanation: 'scope must be standalone or consolidated.',
    instruction: 'Call again with scope standalone or consolidated.',
  },
  INSUFFICIENT_BALANCE: {
    explanation: 'The wallet holds less than the price of this call, so nothing ran and nothing was charged.',
    instruction: 'Top up the wallet in the portal, then call again; get_account shows the balance and prices.',
  },
  NO_ACCESS: {
    explanation: 'The account holds no price for this endpoint, so it may not call it.',
    instruction: 'Ask the account owner to enable this endpoint; get_account lists the prices held.',
  },
  ACCOUNT_DISABLED: {
    explanation: 'The account is deactivated.',
    instruction: 'Contact the service to reactivate the account.',
  },
  SANDBOX_ONLY: {
    explanation: 'A test key works only on the fixed sandbox companies and directors.',
    instruction: 'Use a sandbox identifier (list_sandbox_entities lists them) or connect with a live key.',
  },
  UNLOCK_REQUIRED: {
    explanation: 'Fetching documents needs an active unlock of this company.',
    instruction: 'Unlock the company first with unlock_company (it returns a quote before charging).',
  },
  NOT_FOUND: {
    explanation: 'The service holds no such record.',
    instruction: 'Check the identifier with find_company or get_company.',
  },
  COMPANY_NOT_FOUND: {
    explanation: 'The service holds no company with this identifier.',
    instruction: 'Check the identifier, or search by name with find_company.',
  },
  DIRECTOR_NOT_FOUND: {
    explanation: 'The service holds no director with this DIN.',
    instruction: 'Check the DIN, or search by name with find_director.',
  },
  DOC_NOT_AVAILABLE: {
    explanation: 'The filing is listed but its PDF has not been downloaded yet.',
    instruction: 'Watch get_unlock_status until the document job finishes, or queue the missing PDFs with fetch_documents.',
  },
  FORM_TYPE_NOT_AVAILABLE: {
    explanation: 'The supported form types are AOC-4, CHARGES, MGT-7 and PAS-3.',
    instruction: 'Pick a form type from list_extraction_forms and call again.',
  },
  EXTRACTION_NOT_AVAILABLE: {
    explanation: 'No extraction exists for this form, year and scope.',
    instruction: 'Pick a year from list_extraction_years; for AOC-4 also try the other scope.',
  },
  FILING_NOT_FOUND: {
    explanation: 'This PAS-3 filing id matches no allotment of this company.',
    instruction: 'Pick a filing_id from list_extraction_years with formType PAS-3 and call again.',
  },
  CHARGE_NOT_FOUND: {
    explanation: 'The company has no charge with this id.',
    instruction: 'Pick a charge_id from list_extraction_years with formType CHARGES and call again.',
  },
  ALREADY_UNLOCKED: {
    explanation: 'An unlock is already active, so nothing was charged.',
    instruction: 'Go ahead and use the documents and extractions; get_unlock_status shows the expiry.',
  },
  NOTHING_TO_FETCH: {
    explanation: 'Every listed filing already has its PDF, so nothing was queued or charged.',
    instruction: 'Download the filings with get_filing_document; refresh_company first if you expect newer filings.',
  },
  REFRESH_IN_PROGRESS: {
    explanation: 'A filing-list refresh is running for this company, so nothing was charged.',
    instruction: 'Wait for the number of seconds in retryAfterSeconds, then call again.',
  },
  CONTACT_NOT_AVAILABLE: {
    explanation: 'The director contact data cannot be made available now; nothing was deducted.',
    instruction: 'Follow nextStep if given, otherwise try again later.',
  },
  RATE_LIMITED: {
    explanation: 'Too many requests with this key in the last minute; nothing was charged.',
    instruction: 'Wait for the number of seconds in retryAfterSeconds, then call again.',
  },
  SEARCH_UNAVAILABLE: {
    explanation: 'The name search is down for the moment; exact identifier lookups still work.',
    instruction: 'Search by exact CIN or DIN, or try the name again in a minute.',
  },
  UPDATE_QUEUE_UNAVAILABLE: {
    explanation: 'The refresh could not be queued; nothing was charged.',
    instruction: 'It is safe to call refresh_company again in a minute.',
  },
  DOCUMENT_JOB_QUEUE_UNAVAILABLE: {
    explanation: 'The document job could not be queued; nothing was charged.',
    instruction: 'It is safe to call fetch_documents again in a minute.',
  },
  INVALID_ARGUMENTS: {
    explanation: "The arguments do not match the tool's input schema, so no API call was made.",
    instruction: "Correct the arguments as the message says (see the tool's input schema) and call again.",
  },
  CONNECTOR_ERROR: {
    explanation: 'The connector failed while handling the call.',
    instruction: 'Try again; if it keeps failing, use the REST API directly.',
  },
  SERVICE_UNAVAILABLE: {
    explanation: 'The service is unavailable for this call; nothing was deducted.',
    instruction: 'Try again later.',
  },
};

function byStatus(status: number): ErrorGuidance {
  if (status >= 500) {
    return { explanation: 'The service failed to answer; failed calls are never charged.', instruction: 'Try again in a minute.' };
  }
  return { explanation: 'The service refused the call; refused calls are never charged.', instruction: 'Read the message, correct the input and call again.' };
}

export function guidanceFor(code: string, status: number): ErrorGuidance {
  return Object.hasOwn(GUIDANCE, code) ? GUIDANCE[code]! : byStatus(status);
}
