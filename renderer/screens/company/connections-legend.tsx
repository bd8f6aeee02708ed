// The key to the drawing: each kind of node by its shape and its colours, each kind of link by its
// colour and dash, so the drawing reads without hovering and without telling colours apart.
import { EDGE_COLOURS, KIND_SHAPES, type NodeShape } from './connections-style';

/** The shape as the drawing draws it (connections-shapes.ts), in a 16-pixel box. */
function Glyph({ shape, colour }: { shape: NodeShape; colour: string }) {
  const body =
    shape === 'circle' ? (
      <circle cx="8" cy="8" r="5.5" />
    ) : shape === 'square' ? (
      <rect x="3.4" y="3.4" width="9.2" height="9.2" />
    ) : shape === 'diamond' ? (
      <polygon points="8,1.3 14.7,8 8,14.7 1.3,8" />
    ) : (
      <polygon points="8,1 14.5,12.3 1.5,12.3" />
    );
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill={colour} className="legend-glyph">
      {body}
    </svg>
  );
}

function Line({ colour, dashed }: { colour: string; dashed?: boolean }) {
  return (
    <svg width="22" height="16" viewBox="0 0 22 16" aria-hidden="true" className="legend-glyph">
      <line x1="1" y1="8" x2="21" y2="8" stroke={colour} strokeWidth="2" strokeDasharray={dashed ? '4 4' : undefined} />
    </svg>
  );
}

export function ConnectionsLegend() {
  return (
    <ul className="connections-legend muted small" aria-label="Key to the drawing" data-testid="connections-legend">
      <li data-kind="company">
        <Glyph shape={KIND_SHAPES.company} colour="#2e7d32" />
        <Glyph shape={KIND_SHAPES.company} colour="#81b29a" /> Company (circle): in the library; pale, known from a profile
      </li>
      <li data-kind="director">
        <Glyph shape={KIND_SHAPES.director} colour="#1f5fa8" /> Director (square)
      </li>
      <li data-kind="address">
        <Glyph shape={KIND_SHAPES.address} colour="#5f6368" /> Registered address (diamond)
      </li>
      <li data-kind="chargeHolder">
        <Glyph shape={KIND_SHAPES.chargeHolder} colour="#a15c00" /> Charge holder (triangle)
      </li>
      <li>
        <Glyph shape={KIND_SHAPES.company} colour="#b3261e" />
        <Glyph shape={KIND_SHAPES.director} colour="#b3261e" /> Red: struck off, in liquidation, dormant or amalgamated; a disqualified director
      </li>
      <li>
        <Line colour={EDGE_COLOURS.director} /> Directorship <Line colour={EDGE_COLOURS.registeredAt} /> Registered at <Line colour={EDGE_COLOURS.chargeHolder} /> Charge
      </li>
      <li>
        <Line colour={EDGE_COLOURS.formerDirector} dashed /> Former directorship <Line colour={EDGE_COLOURS.formerName} dashed /> Earlier registration. The table view lists the same.
      </li>
    </ul>
  );
}
