/**
 * Test support: a library written directly through the store, as the mirror engine would have
 * left it, for the view tests that need no registry. One unlocked company (two AOC-4 years, both
 * scopes for the later one, a stored PDF, a PDF the registry has not got yet) and one locked one.
 */
import { DAY_MS } from '../../../shared/dates';
import { openLibrary } from '../../../electron/core/store';

export const CO = 'U72200KA2009PTC049889';
export const LOCKED_CO = 'L65910MH1994PLC080618';
export const DIN_A = '01234567';
export const DIN_B = '07654321';
export const F = {
  aoc2024: 'flg_AOC4FY2024AAAA',
  aoc2023: 'flg_AOC4FY2023BBBB',
  mgt7: 'flg_MGT7FY2024CCCC',
  chg: 'flg_CHG1XXXXDDDD',
  locked: 'flg_LOCKEDAOC4EEEE',
};

/** A tiny but real-looking PDF (the store checks the magic bytes and the listed size). */
export const PDF_BYTES = new TextEncoder().encode('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

const item = (qname: string, value: number | string) => ({ qname, value, unit: 'INR' });

export function aoc4Payload(periodEnd: string, filed: string, scope: 'standalone' | 'consolidated', scale: number) {
  return {
    cin: CO,
    filing_scope: scope,
    period_end: periodEnd,
    period_start: `${Number(periodEnd.slice(0, 4)) - 1}-04-01`,
    taxonomy_id: 'in-gaap-2016',
    balance_sheet: [item('in-gaap:ShareCapital', 1_000_000), item('in-gaap:TradeReceivables', 250_000 * scale)],
    profit_and_loss: [item('in-gaap:RevenueFromOperations', '12345678.50'), item('in-gaap:ProfitLossForPeriod', -42 * scale)],
    cash_flow: scope === 'standalone' ? [item('in-gaap:CashFlowsFromUsedInOperatingActivities', 9_000 * scale)] : [],
    metadata: { source: { dateOfFiling: filed, paymentDate: filed, year: Number(periodEnd.slice(0, 4)) } },
  };
}

const filing = (filingId: string, formId: string, dateOfFiling: string, year: number, description: string) => ({
  filingId,
  formId,
  documentCategory: formId.startsWith('CHG') ? 'Charge Documents' : 'Annual Returns and Balance Sheet eForms',
  attachmentLabel: description,
  dateOfFiling,
  year,
  fileSize: PDF_BYTES.byteLength,
  fileType: 'pdf',
  numberOfPages: 3,
  description,
});

export function seedLibrary(dataDir: string, now = Date.now()): void {
  const lib = openLibrary(dataDir);
  const readAt = new Date(now - 2 * DAY_MS).toISOString();
  try {
    lib.tx(() => {
      lib.companies.upsertMaster({
        id: CO,
        name: 'Zenith Lotus Software Private Limited',
        knownAs: 'Zenith Soft',
        status: 'Active',
        state: 'Karnataka',
        city: 'Bengaluru',
        dateOfIncorporation: '03/24/2009',
        master: {
          cin: CO,
          company: 'Zenith Lotus Software Private Limited',
          masterData: {
            companyData: { companyName: 'Zenith Lotus Software Private Limited' },
            directorData: [
              { DIN: DIN_A, FirstName: 'Asha', LastName: 'Rao', DirectorDisqualified: 'false' },
              { DIN: DIN_B, FirstName: 'Vikram', LastName: 'Shah', DirectorDisqualified: 'true' },
            ],
          },
        },
        readAt,
        requestId: 'req_master',
        nameHistory: [{ name: 'Lotus Soft Private Limited', changedOn: '06/30/2015', raw: { name: 'Lotus Soft Private Limited', fromDate: '03/24/2009', toDate: '06/30/2015' } }],
      });
      lib.directors.setMasterDirectors(CO, [
        { din: DIN_A, firstName: 'Asha', lastName: 'Rao', roles: [{ role: 'Director', designation: 'Managing Director', appointedOn: '03/24/2009' }] },
        { din: DIN_B, firstName: 'Vikram', lastName: 'Shah', roles: [{ role: 'Director', designation: 'Director', appointedOn: '04/01/2016' }] },
      ]);
      lib.directors.upsertProfile({
        din: DIN_A,
        firstName: 'Asha',
        lastName: 'Rao',
        profile: { din: DIN_A, firstName: 'Asha', lastName: 'Rao', gender: 'Female', companyData: [{ cin_LLPIN: CO, nameOfTheCompany: 'Zenith Lotus Software Private Limited', designation: 'Managing Director' }, { cin_LLPIN: LOCKED_CO, nameOfTheCompany: 'Harbour Finance Limited', designation: 'Director' }] },
        readAt,
        requestId: 'req_profile',
        roles: [
          { companyId: CO, companyName: 'Zenith Lotus Software Private Limited', designation: 'Managing Director' },
          { companyId: LOCKED_CO, companyName: 'Harbour Finance Limited', designation: 'Director' },
        ],
      });
      lib.charges.upsertMany(CO, [{ chargeId: '100234', holder: 'State Bank of India', amountPaisa: 5_000_000_000, status: 'OPEN', createdOn: '02/11/2019', raw: {} }]);
      lib.filings.upsertMany(
        CO,
        [
          filing(F.aoc2024, 'AOC-4', '28/10/2024', 2024, 'Financial statements for FY 2023-24'),
          filing(F.aoc2023, 'AOC-4', '20/10/2023', 2023, 'Financial statements for FY 2022-23'),
          filing(F.mgt7, 'MGT-7', '25/11/2024', 2024, 'Annual return for FY 2023-24'),
          filing(F.chg, 'CHG-1', '11/02/2019', 2019, 'Creation of charge'),
        ],
        { listedAt: readAt, requestId: 'req_filings' },
      );
      lib.unlocks.put({ companyId: CO, unlockedAt: readAt, expiresAt: new Date(now + 200 * DAY_MS).toISOString(), pricePaisa: 33_000, readAt });
      lib.documents.store({ filingId: F.aoc2024, companyId: CO, bytes: PDF_BYTES, requestId: 'req_pdf' });
      lib.extractions.put({ companyId: CO, formType: 'AOC-4', key: 2024, scope: 'standalone', payload: aoc4Payload('2024-03-31', '28/10/2024', 'standalone', 2), readAt, requestId: 'req_x2024s' });
      lib.extractions.put({ companyId: CO, formType: 'AOC-4', key: 2024, scope: 'consolidated', payload: aoc4Payload('2024-03-31', '28/10/2024', 'consolidated', 3), readAt, requestId: 'req_x2024c' });
      lib.extractions.put({ companyId: CO, formType: 'AOC-4', key: 2023, scope: 'standalone', payload: aoc4Payload('2023-03-31', '20/10/2023', 'standalone', 1), readAt, requestId: 'req_x2023s' });
      lib.snapshots.record(CO, { cin: CO, updatedAt: readAt, filings: { total: 4, downloaded: 1, missing: 3, listRefreshedAt: readAt } }, { readAt, requestId: 'req_fresh' });
      lib.ledger.record({ at: readAt, endpointKey: 'companies.unlock', subject: CO, pricePaisa: 33_000, walletAfterPaisa: 1_000_000, requestId: 'req_unlock', keyKind: 'live' });
      lib.ledger.record({ at: readAt, endpointKey: 'companies.master', subject: CO, pricePaisa: 500, walletAfterPaisa: 999_500, requestId: 'req_master', keyKind: 'live' });

      // The registry answered DOC_NOT_AVAILABLE for the MGT-7 PDF (as the engine records it).
      const action = lib.actions.create({ kind: 'mirror', subject: CO });
      const { item: work } = lib.queue.enqueue({ actionId: action.id, kind: 'pdf', subject: CO, key: F.mgt7 });
      lib.queue.fail(work.id, 'unavailable', { code: 'DOC_NOT_AVAILABLE', message: 'DOC_NOT_AVAILABLE: the registry has no PDF yet' });

      lib.companies.upsertMaster({ id: LOCKED_CO, name: 'Harbour Finance Limited', status: 'Active', master: { cin: LOCKED_CO }, readAt, requestId: 'req_master_2' });
      lib.filings.upsertMany(LOCKED_CO, [filing(F.locked, 'AOC-4', '01/10/2024', 2024, 'Financial statements')], { listedAt: readAt, requestId: 'req_filings_2' });
      // Only named by a search result: not a library company.
      lib.companies.upsertSummary({ id: 'U01100DL2001PTC111111', name: 'Candidate Only Private Limited' });
    });
  } finally {
    lib.close();
  }
}
