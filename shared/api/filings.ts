/**
 * Filing rows (`GET /v1/companies/{cin}/filings`, `data[]` with page meta). `filingId` is the key
 * every download and PAS-3 extraction uses, so it is required and must be a `flg_` token; `formId`
 * is required because the library groups filings by it. The rest may be dropped.
 */
import { z } from 'zod';
import { dmyDate, isoDate } from './date-strings';
import { FILING_ID_PATTERN } from '../ids';
import { countish, emptyToNull, formId, intish, nullishString } from './messy';

/** The opaque filing token (the rule lives in shared/ids). */
export { FILING_ID_PATTERN };
export const filingIdSchema = z.string().regex(FILING_ID_PATTERN, 'expected a filing id starting with flg_');

export const filingRowSchema = z.looseObject({
  filingId: filingIdSchema,
  formId,
  documentCategory: nullishString.optional(),
  attachmentLabel: nullishString.optional(),
  dateOfFiling: dmyDate.optional(),
  year: emptyToNull(intish).optional(),
  fileSize: emptyToNull(countish).optional(),
  fileType: nullishString.optional(),
  numberOfPages: emptyToNull(countish).optional(),
  description: nullishString.optional(),
  createdAt: isoDate.optional(),
  updatedAt: isoDate.optional(),
});

/** The `data` of the filing list: an array, empty for a company with no filings. */
export const filingListSchema = z.array(filingRowSchema);

export type FilingRow = z.infer<typeof filingRowSchema>;
export type FilingList = z.infer<typeof filingListSchema>;
