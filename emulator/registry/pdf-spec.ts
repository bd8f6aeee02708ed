// What each filed PDF shows, page by page: a cover with the filing's identity, then the form's figures
// (every AOC-4 line item, MGT-7 headline figures, charge amount and holder, allotment details).
import { aoc4PrintedLines } from './aoc4';
import { auditorLines } from './auditors';
import { capitalOn } from './capital';
import type { CompanyContext } from './context';
import type { FilingEvent } from './filing-events';
import { dmy, fyEndDay, fyLabel, indianGrouping } from './format';
import { buildSrn } from './ids';
import { hash32, rngFor } from './prng';
import type { FilingEntry, PdfSpec } from './types';

const LINES_PER_PAGE = 38;

function formLines(ctx: CompanyContext, ev: FilingEvent): string[] {
  const { plan } = ctx;
  switch (ev.ref.kind) {
    case 'accounts': {
      const fy = ev.ref.fyEnd;
      if (!plan.extractionYears.includes(fy)) return [`Financial statements for the financial year ${fyLabel(fy)}`, 'Audited balance sheet, statement of profit and loss and notes attached.'];
      const indAs = plan.indAsFrom !== null && fy >= plan.indAsFrom;
      const standalone = ctx.series('standalone').find((y) => y.fyEnd === fy)!.figures;
      const out = aoc4PrintedLines('standalone', fy, indAs, standalone);
      const consolidated = plan.consolidatedYears.includes(fy) ? ctx.series('consolidated').find((y) => y.fyEnd === fy)?.figures : undefined;
      if (consolidated) out.push(...aoc4PrintedLines('consolidated', fy, indAs, consolidated));
      return out;
    }
    case 'return': {
      const fy = ev.ref.fyEnd;
      const lines = [`Annual return for the financial year ${fyLabel(fy)}`];
      if (plan.capital) {
        const cap = capitalOn(plan.capital, fyEndDay(fy));
        lines.push(`Paid-up share capital (Rs.) .... ${indianGrouping(cap.paidUp)}`, `Authorised share capital (Rs.) .... ${indianGrouping(cap.authorised)}`, `Number of equity shares .... ${indianGrouping(cap.shares)}`);
      }
      const figures = ctx.series('standalone').find((y) => y.fyEnd === fy)?.figures;
      if (figures) lines.push(`Turnover (Rs.) .... ${indianGrouping(figures.RevenueFromOperations!)}`, `Net worth (Rs.) .... ${indianGrouping(figures.ShareholdersFunds!)}`);
      return lines;
    }
    case 'charge': {
      const { chargeId, eventIndex } = ev.ref;
      const charge = plan.charges.find((c) => c.chargeId === chargeId)!;
      const event = charge.events[eventIndex]!;
      return [
        `Charge ID: ${charge.chargeId}`,
        `Nature of event: ${event.type.toLowerCase()}`,
        `Amount secured by the charge (Rs.) .... ${indianGrouping(event.amountAfter)}`,
        `Charge holder: ${charge.bank.name}`,
        `Address of charge holder: ${charge.bank.street}, ${charge.bank.city.name}, ${charge.bank.state.name}`,
        `Type of charge: ${charge.chargeType}`,
        `Particulars of property charged: ${charge.asset}`,
        `Date of instrument: ${dmy(event.day)}`,
      ];
    }
    case 'allotment': {
      const a = plan.capital!.allotments[ev.ref.index]!;
      const nominal = plan.capital!.nominal;
      return [
        `Date of allotment: ${dmy(a.day)}`,
        `Type of allotment: ${a.type}`,
        `Number of equity shares allotted .... ${indianGrouping(a.shares)}`,
        `Nominal amount per share (Rs.) .... ${indianGrouping(nominal)}`,
        `Premium per share (Rs.) .... ${indianGrouping(a.premium)}`,
        `Total amount (Rs.) .... ${indianGrouping(a.shares * (nominal + a.premium))}`,
        `Paid-up capital after allotment (Rs.) .... ${indianGrouping(a.paidUpAfter)}`,
      ];
    }
    case 'auditor':
      return auditorLines(ev.ref);
    default:
      return [ev.description, 'The particulars given in this form are true and complete to the best of our knowledge.'];
  }
}

export function pdfSpecFor(ctx: CompanyContext, entry: FilingEntry, ev: FilingEvent): PdfSpec {
  const { plan, u } = ctx;
  const row = entry.row;
  const fyPart = ev.ref.kind === 'accounts' || ev.ref.kind === 'return' ? ` FY ${fyLabel(ev.ref.fyEnd)}` : '';
  const title = `Form ${row.formId} — ${row.attachmentLabel}${fyPart}`;
  const srn = buildSrn(rngFor(u.seed, 'srn', row.filingId), row.year);
  const pages: string[][] = [[
    title,
    `Company: ${plan.sk.name}`,
    `CIN: ${plan.sk.cin}`,
    `Date of filing: ${row.dateOfFiling}`,
    `Filing ID: ${row.filingId}`,
    `SRN: ${srn}`,
    `Category: ${row.documentCategory}`,
  ]];
  const body = formLines(ctx, ev);
  for (let i = 0; i < body.length; i += LINES_PER_PAGE) pages.push(body.slice(i, i + LINES_PER_PAGE));
  // Short forms print on fewer pages than their text blocks: fold the overflow onto the last page.
  while (pages.length > row.numberOfPages) {
    const overflow = pages.pop()!;
    pages[pages.length - 1]!.push(...overflow);
  }
  while (pages.length < row.numberOfPages) {
    const n = pages.length + 1;
    pages.push([`${row.attachmentLabel} (continued)`, `Page ${n} of ${row.numberOfPages}`]);
  }
  return {
    cin: plan.sk.cin,
    filingId: row.filingId,
    formId: row.formId,
    title,
    company: plan.sk.name,
    dateOfFiling: row.dateOfFiling,
    pages: row.numberOfPages,
    fileSize: row.fileSize,
    pageLines: pages,
    seed: hash32(u.seed, 'pdf', plan.sk.cin, row.filingId),
  };
}
