/**
 * An associate (a company sharing a current director with this one) struck off, dissolved or being
 * wound up, as the connections graph's own flag finds it (findings/network-company.ts,
 * inactiveAssociateRule): this rule reads that flag and never walks a graph of its own. Dormant or
 * amalgamated associates, which the flag also names, are left out: neither is a warning. It holds
 * since the read of the record that states the associate's status.
 */
import type { NetworkFlag } from '../../../../shared/bridge/network';
import type { Signal } from '../../../../shared/bridge/signals';
import type { SignalContext, SignalRule } from '../context';
import { dayAsked } from '../dates';
import { graphSourceEvidence } from '../evidence';

const ENDED = /strike|struck|liquidat|dissolved|wound|winding/i;

/** The day the latest of a flag's records was read (the flag holds from the read that shows it), else the day asked. */
export function flagSince(ctx: SignalContext, flag: NetworkFlag): string {
  const reads = flag.sources.map((s) => s.readAt).filter((r): r is string => r !== null).sort();
  return reads.length > 0 ? dayAsked(reads.at(-1)!) : ctx.today;
}

export const associateStruckOffRule: SignalRule = {
  id: 'associate-struck-off',
  run(ctx) {
    return ctx
      .network()
      .filter((f) => f.kind === 'inactiveAssociate' && ENDED.test(ctx.library.graph.node(f.nodeIds[0] ?? '')?.status ?? ''))
      .map(
        (f): Signal => ({
          rule: 'associate-struck-off',
          severity: 'medium',
          title: f.summary,
          detail: `${f.detail} A company that shares directors with one struck off or wound up may share its history.`,
          thresholds: [],
          since: flagSince(ctx, f),
          rbi: null,
          evidence: f.sources.map(graphSourceEvidence),
        }),
      );
  },
};
