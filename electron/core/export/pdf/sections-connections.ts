/**
 * The Connections section: the group, the network's red flags with what they rest on, and a
 * drawing of the company's depth-1 neighbourhood in pdfkit vector shapes (companies as rounded
 * boxes, directors as circles, addresses as squares, charge holders as diamonds; struck-off
 * companies and disqualified directors in red, former links dashed).
 */
import type { NetworkEdge, NetworkNode } from '../../../../shared/bridge/network';
import { formatIndianNumber as formatCount, formatRupees } from '../../../../shared/money';
import { isCurrent } from '../../views';
import type { ReportModel } from '../report-model';
import { LABEL_SIZE, ringLayout } from './connections-layout';
import { drawable } from './fonts';
import { COLOURS, ensureSpace, heading, keyValues, type Pen, paragraph, widthOf } from './layout';

const SEVERITY_WORDS = { high: 'HIGH', medium: 'MEDIUM', info: 'INFO' } as const;
const EDGE_COLOURS: Record<NetworkEdge['kind'], string> = {
  director: '#1f5fa8',
  formerDirector: '#1f5fa8',
  registeredAt: '#5f6368',
  chargeHolder: '#a15c00',
  formerName: '#6a3d9a',
};
const DRAWING_HEIGHT = 330;

const red = (n: NetworkNode) => n.status === 'Disqualified' || /strike|struck|liquidat|dormant|amalgamat/i.test(n.status ?? '');

function shape(pen: Pen, n: NetworkNode, x: number, y: number, root: boolean): void {
  const { doc } = pen;
  const fill = root ? '#1a1a1a' : red(n) ? COLOURS.high : n.kind === 'director' ? '#1f5fa8' : n.kind === 'company' ? '#2e7d32' : '#5f6368';
  doc.save().lineWidth(0.8).fillColor(fill).strokeColor('#ffffff');
  const r = root ? 9 : 6;
  if (n.kind === 'director') doc.circle(x, y, r);
  else if (n.kind === 'company') doc.roundedRect(x - r * 1.3, y - r, r * 2.6, r * 2, 2);
  else if (n.kind === 'address') doc.rect(x - r, y - r, r * 2, r * 2);
  else doc.polygon([x, y - r * 1.2], [x + r * 1.2, y], [x, y + r * 1.2], [x - r * 1.2, y]);
  doc.fillAndStroke();
  doc.restore();
}

function drawing(pen: Pen, m: ReportModel): void {
  const { doc, fonts } = pen;
  const view = m.connections;
  const width = widthOf(doc);
  ensureSpace(pen, DRAWING_HEIGHT + 30);
  const top = doc.y;
  const left = doc.page.margins.left;
  const { placed, left: more } = ringLayout(view, width, DRAWING_HEIGHT);
  const at = new Map(placed.map((p) => [p.id, { x: left + p.x, y: top + p.y }]));
  const nodes = new Map(view.nodes.map((n) => [n.id, n]));
  doc.save().rect(left, top, width, DRAWING_HEIGHT).lineWidth(0.4).strokeColor(COLOURS.rule).stroke().restore();
  for (const e of view.edges) {
    const a = at.get(e.from);
    const b = at.get(e.to);
    if (!a || !b) continue;
    doc.save().lineWidth(e.kind === 'chargeHolder' ? 1.2 : 0.8).strokeColor(EDGE_COLOURS[e.kind]);
    if (!isCurrent(e)) doc.dash(3, { space: 3 });
    doc.moveTo(a.x, a.y).lineTo(b.x, b.y).stroke().undash().restore();
  }
  for (const p of placed) {
    const n = nodes.get(p.id);
    const xy = at.get(p.id)!;
    if (!n) continue;
    const root = p.id === view.root;
    shape(pen, n, xy.x, xy.y, root);
    const label = drawable(n.label.length > 30 ? `${n.label.slice(0, 29)}…` : n.label, fonts);
    doc.font(root ? fonts.bold : fonts.regular).fontSize(root ? 8 : LABEL_SIZE).fillColor(red(n) ? COLOURS.high : COLOURS.text);
    const w = 120;
    if (root) {
      // The company's name sits under it on a white ground, so the lines running in do not cross it.
      const tw = Math.min(w, doc.widthOfString(label));
      doc.save().rect(xy.x - tw / 2 - 2, xy.y + 11, tw + 4, 10).fill('#ffffff').restore();
      doc.fillColor(red(n) ? COLOURS.high : COLOURS.text).text(label, xy.x - w / 2, xy.y + 12, { width: w, align: 'center', lineBreak: false });
      continue;
    }
    const onRight = p.side === 'right';
    doc.text(label, onRight ? xy.x + 10 : xy.x - 10 - w, xy.y - 3, { width: w, align: onRight ? 'left' : 'right', lineBreak: false });
  }
  doc.x = left;
  doc.y = top + DRAWING_HEIGHT + 6;
  const legend = 'Boxes: companies (green; red when struck off, in liquidation, dormant or amalgamated). Circles: directors (red when disqualified). Squares: registered addresses. Diamonds: charge holders. Blue lines: directorships (dashed when former); brown: charges; grey: registered office.';
  paragraph(pen, `${legend}${more > 0 ? ` ${more} more neighbours are in the Connections table of the workbook.` : ''}`, { size: 7.5, colour: COLOURS.muted });
}

const KIND_WORDS: Array<[NetworkNode['kind'], string, string]> = [
  ['director', 'director', 'directors'],
  ['company', 'company', 'companies'],
  ['address', 'registered address', 'registered addresses'],
  ['chargeHolder', 'charge holder', 'charge holders'],
];

/** "29: 9 directors, 19 charge holders, 1 registered address; 35 links": every kind counted, none left out. */
export function neighbourCounts(view: ReportModel['connections']): string {
  const neighbours = view.nodes.filter((n) => n.id !== view.root);
  const parts = KIND_WORDS.map(([kind, one, many]) => {
    const count = neighbours.filter((n) => n.kind === kind).length;
    return count === 0 ? null : `${formatCount(count)} ${count === 1 ? one : many}`;
  }).filter((p): p is string => p !== null);
  const links = view.edges.length;
  return `${formatCount(neighbours.length)}${parts.length > 0 ? `: ${parts.join(', ')}` : ''}; ${formatCount(links)} link${links === 1 ? '' : 's'}`;
}

export function connectionsSection(pen: Pen, m: ReportModel): void {
  const view = m.connections;
  const group = view.group;
  keyValues(pen, [
    ['Neighbours (1 hop)', neighbourCounts(view)],
    [
      'Group',
      group && group.size > 1
        ? `${group.size} companies through shared current directors; ${group.struckOff} struck off; ${group.openCharges} open charges, ${formatRupees(group.openChargesPaisa, { paise: 'never' })}`
        : 'No other company shares a current director in the library',
    ],
  ]);
  if (group && group.size > 1) paragraph(pen, `Group companies: ${group.companyIds.join(', ')}.`, { size: 8, colour: COLOURS.muted });
  if (view.edges.length > 0) drawing(pen, m);
  heading(pen, 'Red flags in the network', 12);
  if (view.flags.length === 0) paragraph(pen, 'None: no network rule found anything in what the library holds.', { colour: COLOURS.muted });
  for (const f of view.flags) {
    ensureSpace(pen, 60);
    paragraph(pen, `[${SEVERITY_WORDS[f.severity]}] ${f.summary}`, { bold: true, colour: COLOURS[f.severity], size: 10 });
    paragraph(pen, f.detail, { size: 9 });
    for (const s of f.sources) paragraph(pen, `Source: ${s.label}`, { size: 8, colour: COLOURS.muted });
    pen.doc.moveDown(0.3);
  }
}
