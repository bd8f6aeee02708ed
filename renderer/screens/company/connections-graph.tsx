// The connections drawn with sigma.js (WebGL) over a graphology graph, laid out by ForceAtlas2 from
// rings by hop count (deterministic: the same neighbourhood always settles the same way). Loaded
// on demand (React.lazy) so the graph libraries stay out of the initial bundle.
import Graph from 'graphology';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import { useEffect, useRef } from 'react';
import Sigma from 'sigma';
import { EdgeArrowProgram, EdgeLineProgram } from 'sigma/rendering';
import type { NetworkView } from '../../../shared/bridge/network';
import { EdgeDashedProgram } from './connections-dashed';
import { type GraphTheme, LabelPlacer, readTheme, watchTheme } from './connections-labels';
import { quietLayers } from './connections-layers';
import { compositedMotion } from './connections-motion';
import { kindPrograms } from './connections-shapes';
import { EDGE_COLOURS, nodeColour } from './connections-style';

/** Past this many nodes nodes are drawn as points. */
const BIG_GRAPH = 500;
/** Up to this many nodes every node is named; past it sigma's label grid names more as the analyst zooms in. */
export const NAME_EVERY = 40;

/** Rings by hop count, then ForceAtlas2 for a number of iterations that keeps big graphs quick to open. */
function buildGraph(view: NetworkView, every: boolean): Graph {
  const graph = new Graph({ multi: true, type: 'directed' });
  const byDepth = new Map<number, number>();
  for (const n of view.nodes) byDepth.set(n.depth, (byDepth.get(n.depth) ?? 0) + 1);
  const seen = new Map<number, number>();
  for (const n of view.nodes) {
    const i = seen.get(n.depth) ?? 0;
    seen.set(n.depth, i + 1);
    const angle = (2 * Math.PI * i) / (byDepth.get(n.depth) ?? 1);
    const radius = n.depth * 10;
    graph.addNode(n.id, {
      x: radius * Math.cos(angle),
      y: radius * Math.sin(angle),
      size: n.id === view.root ? 14 : n.kind === 'company' ? 8 : n.kind === 'director' ? 6 : 5,
      color: nodeColour(n),
      label: n.label,
      // The node's program draws its kind's shape (connections-shapes.ts).
      type: n.kind,
      forceLabel: every,
    });
  }
  for (const e of view.edges) {
    if (!graph.hasNode(e.from) || !graph.hasNode(e.to)) continue;
    // Former links (a directorship that ended, an earlier registration) are dashed, the rest take the drawing's type.
    const former = e.kind === 'formerDirector' || e.kind === 'formerName';
    graph.addDirectedEdgeWithKey(e.id, e.from, e.to, { color: EDGE_COLOURS[e.kind], size: e.kind === 'chargeHolder' ? 2 : 1, ...(former ? { type: 'dashed' } : {}) });
  }
  if (graph.order > 1) {
    const iterations = graph.order > 1000 ? 40 : graph.order > 200 ? 80 : 150;
    forceAtlas2.assign(graph, { iterations, settings: { ...forceAtlas2.inferSettings(graph), barnesHutOptimize: graph.order > 500 } });
  }
  return graph;
}

export default function ConnectionsGraph({ view, selected, onSelect }: { view: NetworkView; selected: string | null; onSelect: (id: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const sigma = useRef<Sigma | null>(null);
  const selectedRef = useRef(selected);
  const layersRef = useRef<(() => void) | null>(null);
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;

  useEffect(() => {
    if (!box.current) return;
    const container = box.current;
    delete container.dataset.ready;
    const every = view.nodes.length <= NAME_EVERY;
    const graph = buildGraph(view, every);
    const big = graph.order > BIG_GRAPH;
    let theme: GraphTheme = readTheme(container);
    const labels = new LabelPlacer({ theme: () => theme, root: view.root, every });
    const renderer = new Sigma(graph, container, {
      // Labels: every one in a small graph (forced); in a bigger one any node may be named, and
      // the label grid (one label per cell of 120 pixels at the zoom the graph opens at, more per
      // cell as the analyst zooms in, biggest nodes first) decides which are.
      labelRenderedSizeThreshold: 0,
      labelDensity: 1,
      labelGridCellSize: 120,
      labelSize: 12,
      labelFont: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
      labelColor: { color: theme.text },
      defaultDrawNodeLabel: labels.drawLabel,
      defaultDrawNodeHover: labels.drawHover,
      // Sigma never draws while the camera moves (connections-motion.ts moves the picture already
      // drawn and has it drawn once when the camera stops), so that one drawing is the whole picture.
      hideEdgesOnMove: false,
      hideLabelsOnMove: false,
      // Past BIG_GRAPH nodes the drawing is made for software WebGL (Chromium without a GPU
      // rasterises WebGL on the CPU), where what costs is the pixels each shape covers:
      // - nodes are WebGL points (one vertex each) rather than sigma's default circles (an
      //   instanced quad each, drawn twice with the picking pass): the circles held a 2,000-node pan
      //   at 14 frames/s, points at about 40 on the same loaded machine. Points take their kind's
      //   shape too (connections-shapes.ts);
      // - links are one-pixel lines rather than arrows (a feathered quad and an arrow head each):
      //   redrawing 2,040 arrows took the GPU process 66-74 ms, a stall of 3 to 5 frames at the
      //   end of every pan or zoom (bench: connections-fps, 57 frames/s with arrows, 59.5 with
      //   lines). At that density the heads are specks under the nodes; the link's kind is its
      //   colour and its direction is in the card and the table.
      // Small graphs keep quads (no size limit, drawn even when the centre is off the canvas) and
      // the arrows. Each kind of node has its program and its shape, as points or as quads.
      defaultNodeType: 'company',
      nodeProgramClasses: kindPrograms(big),
      ...(big
        ? { defaultEdgeType: 'line', edgeProgramClasses: { line: EdgeLineProgram, dashed: EdgeDashedProgram } }
        : { defaultEdgeType: 'arrow', edgeProgramClasses: { arrow: EdgeArrowProgram, dashed: EdgeDashedProgram } }),
      nodeReducer: (node, data) => (node === selectedRef.current ? { ...data, highlighted: true, zIndex: 1 } : data),
    });
    labels.attach(renderer);
    // What the last drawing named, for the tests and the bench: the labels drawn, and of the
    // nodes inside the canvas, how many there are and how many carry their name.
    renderer.on('afterRender', () => {
      const { width, height } = renderer.getDimensions();
      let inView = 0;
      let namedInView = 0;
      graph.forEachNode((key, attributes) => {
        const { x, y } = renderer.graphToViewport(attributes as { x: number; y: number });
        if (x < 0 || y < 0 || x > width || y > height) return;
        inView++;
        if (labels.drawn.has(key)) namedInView++;
      });
      container.dataset.labels = String(labels.drawn.size);
      container.dataset.inView = String(inView);
      container.dataset.namedInView = String(namedInView);
      container.dataset.ready = 'true';
    });
    // The theme's colours, again whenever the analyst or the system switches theme.
    const stopTheme = watchTheme(() => {
      const next = readTheme(container);
      if (next.bg === theme.bg && next.text === theme.text && next.panel === theme.panel) return;
      theme = next;
      container.dataset.labelColor = theme.text;
      renderer.setSetting('labelColor', { color: theme.text });
    });
    container.dataset.labelColor = theme.text;
    renderer.on('clickNode', ({ node }) => onSelectRef.current(node));
    layersRef.current = quietLayers(renderer, () => selectedRef.current);
    const stopMotion = compositedMotion(renderer);
    sigma.current = renderer;
    // Drawn again now every hook is in place (ready, when drawn).
    renderer.scheduleRefresh();
    return () => {
      stopTheme();
      stopMotion();
      renderer.kill();
      sigma.current = null;
    };
  }, [view]);

  useEffect(() => {
    selectedRef.current = selected;
    layersRef.current?.();
    sigma.current?.refresh();
  }, [selected]);

  return (
    <div
      ref={box}
      className="connections-canvas"
      data-testid="connections-graph"
      data-nodes={view.nodes.length}
      data-drawing={view.nodes.length > BIG_GRAPH ? 'points and lines' : 'shapes and arrows'}
      aria-hidden="true"
    />
  );
}
