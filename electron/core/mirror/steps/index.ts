/** Every step kind and the handler that runs it. */
import type { StepKind } from '../plan';
import { bookChildStep } from './book';
import { directorStep, filingsStep, freshnessStep, masterStep } from './company';
import { contactStep, contactUnlockStep } from './contact';
import type { StepHandler } from './context';
import { fetchStep, missingStep, pdfStep, pollJobStep, unlockStep } from './documents';
import { extractionDataStep, extractionFormsStep, extractionYearsStep } from './extractions';
import { pollRefreshStep, refreshStep } from './refresh';
import { zipRestStep, zipStep } from './zip';

export const STEPS: Record<StepKind, StepHandler> = {
  master: masterStep,
  filings: filingsStep,
  unlock: unlockStep,
  'poll-job': pollJobStep,
  pdf: pdfStep,
  zip: zipStep,
  'zip-rest': zipRestStep,
  'extr-forms': extractionFormsStep,
  'extr-years': extractionYearsStep,
  'extr-data': extractionDataStep,
  director: directorStep,
  refresh: refreshStep,
  'poll-refresh': pollRefreshStep,
  fetch: fetchStep,
  missing: missingStep,
  freshness: freshnessStep,
  'contact-unlock': contactUnlockStep,
  contact: contactStep,
  'book-child': bookChildStep,
};

export { createStepContext, type StepContext, type StepOutcome } from './context';
