/**
 * Items of the RBI's illustrative list of early-warning signals for loan accounts ("Some Early
 * Warning Signals (EWS) which should alert the bank officials about some wrongdoings in the loan
 * accounts which may turn out to be fraudulent"), annexed to the Framework for dealing with loan
 * frauds (RBI/2014-15/590, DBS.CO.CFMC.BC.No.007/23.04.001/2014-15, 7 May 2015) and carried into the
 * Master Directions on Frauds of 1 July 2016 (RBI/DBS/2016-17/28).
 *
 * Quoted in the list's own words, as read in a transcription of the list, and only the items that
 * a signal from the public register can support. Nothing here is paraphrased: an item whose exact
 * words were not read is not quoted. (The list also names the resignation of key personnel and
 * frequent changes in the management, which the directors-leaving signal would support; its exact
 * words could not be read, so that signal carries no item until they are.) The 2024 Master
 * Directions on Fraud Risk Management (RBI/DOS/2024-25/118) ask for an early-warning framework
 * without restating the list.
 */
import type { RbiSignalItem } from '../../../shared/bridge/signals';

const SOURCE = 'RBI, Framework for dealing with loan frauds (RBI/2014-15/590, 7 May 2015), Annex: illustrative list of early warning signals';

const item = (words: string): RbiSignalItem => ({ words, source: SOURCE });

export const RBI_ITEMS = {
  /** Supported by a charge in favour of a new lender created while earlier lenders' charges are still open. */
  collateralToManyLenders: item('Exclusive collateral charged to a number of lenders without NOC of existing charge holders.'),
  /** Supported by a new lender's charge created shortly after an earlier lender's charge was satisfied. */
  otherBanksLiquidate: item('Funds coming from other banks to liquidate the outstanding loan amount unless in normal course.'),
} as const;
