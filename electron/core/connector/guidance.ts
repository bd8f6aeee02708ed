/**
 * An explanation and a plain instruction line for each error result (the spec: "The connector adds
 * a plain instruction line to each error result"), naming this connector's tools, since that is
 * what the assistant can act on. Codes the registry answers keep the registry's meaning; the
 * library's own codes say what Dossier holds and how to get the rest.
 */

export interface ErrorGuidance {
  explanation: string;
  instruction: string;
}

const GUIDANCE: Record<string, ErrorGuidance> = {
  INVALID_CIN: {
    explanation: 'The company identifier is not a valid CIN (21 characters), FCIN (6) or LLPIN (8, hyphen after the third).',
    instruction: 'Correct the identifier, or look the company up by name with find_company.',
  },
  INVALID_ID_TYPE: {
    explanation: 'idType must be cin, fcin or llpin and must match the identifier.',
    instruction: 'Leave idType out (it is detected) or pass the kind that matches the identifier.',
  },
  INVALID_DIN: { explanation: 'A DIN is exactly 8 digits.', instruction: 'Correct the DIN, or look the director up by name with find_director.' },
  MISSING_QUERY: { explanation: 'A search needs a name or identifier to look for.', instruction: 'Call again with a non-empty query.' },
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
  FORM_TYPE_NOT_AVAILABLE: {
    explanation: 'The form types are AOC-4, CHARGES, MGT-7 and PAS-3.',
    instruction: 'Pick a form type from list_extraction_forms and call again.',
  },
  INVALID_PAGES: { explanation: 'The page range is outside the document.', instruction: 'Pick pages from 1 to the page count the error names.' },
  INVALID_ANCHOR: {
    explanation: 'A note is pinned to the company, a page of one of its filings, a text on that page, or an extracted figure.',
    instruction: 'Correct the anchor as the message says and call again.',
  },
  NOT_IN_LIBRARY: {
    explanation: "Dossier's library holds nothing on this yet; only what the analyst bought is in it.",
    instruction: 'Search the library with find_company or search_library; to buy a company into it, ask for a quote with unlock_company.',
  },
  PROFILE_NOT_IN_LIBRARY: {
    explanation: "The director's profile has not been bought; the library knows them only from company registers.",
    instruction: 'Call get_director with confirm: true for a quote-backed profile read, or use the roles the registers give.',
  },
  DOCUMENT_NOT_DOWNLOADED: {
    explanation: 'The filing is listed in the library but its PDF has not been downloaded.',
    instruction: 'Ask for a quote with fetch_documents to download the missing PDFs (or unlock_company if the company is not unlocked).',
  },
  DOCUMENT_MISSING: {
    explanation: "The PDF was downloaded, but the file in the library folder is gone or no longer matches its recorded SHA-256, so it is not sent.",
    instruction: 'Ask the analyst to fetch the missing documents again (fetch_documents gives the quote).',
  },
  FILING_OF_ANOTHER_COMPANY: {
    explanation: 'The filing id belongs to a different company than the one named.',
    instruction: 'Take the filingId from list_filings of this company.',
  },
  EXTRACTION_NOT_IN_LIBRARY: {
    explanation: 'The library holds no extraction for this form, year and scope.',
    instruction: 'Pick one that list_extraction_years lists; for AOC-4 also try the other scope.',
  },
  TEXT_NOT_AVAILABLE: {
    explanation: 'The text of this PDF could not be read (a scanned image, or a damaged file).',
    instruction: 'Use get_filing_document to get the PDF itself.',
  },
  NO_CLIENT: {
    explanation: 'No API key is available to this connector, or the registry is not configured, so nothing can be priced or bought.',
    instruction: 'Answer from the library, or ask the analyst to set a key for the command line (dossier key set, or DOSSIER_API_KEY).',
  },
  NETWORK_ERROR: {
    explanation: 'Dossier cannot reach the registry; everything already in the library still works offline.',
    instruction: 'Answer from the library now; ask for the quote again when the network is back.',
  },
  QUOTE_BLOCKED: { explanation: 'The quote cannot run as it stands.', instruction: 'Read the reason; ask the analyst to change what blocks it, then ask for a new quote.' },
  SESSION_CAP_REACHED: {
    explanation: "The call would take this connector's spend over the session cap the analyst set in Settings.",
    instruction: 'Tell the analyst; they can raise the cap in Settings → Money.',
  },
  INSUFFICIENT_BALANCE: {
    explanation: 'The wallet holds less than the price of this call, so nothing ran and nothing was charged.',
    instruction: 'Tell the analyst the wallet needs a top-up; get_account shows the balance.',
  },
  ANALYST_DECLINED: {
    explanation: 'The analyst declined this paid call in the Dossier app. Nothing was spent.',
    instruction: 'Do not ask again unless the analyst asks you to; answer from the library.',
  },
  ANALYST_DID_NOT_ANSWER: {
    explanation: 'The analyst did not answer in the Dossier app in time, so nothing ran and nothing was spent.',
    instruction: 'Tell the analyst the request is waiting for them in Dossier, then call the tool again with confirm: true.',
  },
  CALL_CANCELLED: { explanation: 'The call was cancelled before the analyst answered; nothing was spent.', instruction: 'Call again if it is still wanted.' },
  QUOTE_EXPIRED: { explanation: 'The price was quoted more than 10 minutes ago.', instruction: 'Call the tool again for a new quote.' },
  ALREADY_UNLOCKED: {
    explanation: 'An unlock is already active, so nothing was charged.',
    instruction: 'Use the documents and extractions; get_unlock_status shows the expiry.',
  },
  NOTHING_TO_FETCH: {
    explanation: 'Every listed filing already has its PDF, so nothing was queued or charged.',
    instruction: 'Read the filings with get_filing_document; refresh_company first if you expect newer filings.',
  },
  INVALID_ARGUMENTS: {
    explanation: "The arguments do not match the tool's input schema, so nothing was read or called.",
    instruction: "Correct the arguments as the message says (see the tool's input schema) and call again.",
  },
  CONNECTOR_ERROR: {
    explanation: 'The connector failed while handling the call; nothing was spent by the failure itself.',
    instruction: 'Try again; if it keeps failing, tell the analyst (the message names what failed).',
  },
};

const FALLBACK: ErrorGuidance = {
  explanation: 'The call did not succeed; a failed call is never charged.',
  instruction: 'Read the message, correct the input or wait, and call again.',
};

export function guidanceFor(code: string): ErrorGuidance {
  return Object.hasOwn(GUIDANCE, code) ? GUIDANCE[code]! : FALLBACK;
}
