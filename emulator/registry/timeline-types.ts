// The living registry's timeline as data: the kinds of event it records, an event's effect on a
// company's plan and the filing it lists (timeline.ts generates them; timeline-passes.ts adds passes).
import type { AuditorState } from './auditors';
import type { Charge } from './charges';
import type { FilingRef } from './filing-events';
import type { AnnualFiling, Appointment } from './plan';
import type { SharedAddress } from './universe';

export const REGISTRY_EVENT_KINDS = [
  'filing.new', 'director.appointed', 'director.ceased', 'charge.created', 'charge.modified', 'charge.satisfied',
  'status.changed', 'name.changed', 'address.changed', 'capital.changed', 'auditor.appointed', 'auditor.changed', 'auditor.resigned',
] as const;
export type RegistryEventKind = (typeof REGISTRY_EVENT_KINDS)[number];

export type Effect =
  | { type: 'none' }
  | { type: 'accounts'; annual: AnnualFiling; extraction: boolean; consolidated: boolean }
  | { type: 'return'; fyEnd: number; returnDay: number }
  | { type: 'appointed'; appointment: Appointment }
  | { type: 'ceased'; director: number; day: number }
  | { type: 'chargeCreated'; charge: Charge }
  | { type: 'chargeModified'; chargeId: number; day: number; filingDay: number; amount: number }
  | { type: 'chargeSatisfied'; chargeId: number; day: number; filingDay: number }
  | { type: 'status'; status: string; day: number }
  | { type: 'name'; name: string; day: number }
  | { type: 'address'; address: SharedAddress }
  | { type: 'auditor'; state: AuditorState }
  | { type: 'capital'; day: number; authorised: number | null; allot: { shares: number; premium: number; type: 'Rights Issue' | 'Private Placement' | 'Preferential Allotment' } | null };

export interface TimelineFiling {
  key: string;
  formId: string;
  category: string;
  label: string;
  pages: [number, number];
  description: string;
  ref: FilingRef;
}

export interface TimelineEvent {
  kind: RegistryEventKind;
  /** When the registry records it (epoch ms): the filing's createdAt and the moment the record changes. */
  at: number;
  /** The event's own date (appointment, creation, AGM ...), a day number. */
  day: number;
  filing: TimelineFiling | null;
  effect: Effect;
  /** A one-line account of the change, for the admin answer. */
  summary: string;
}
