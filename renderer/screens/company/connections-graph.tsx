// The connections drawn with sigma.js (WebGL) over a graphology graph, laid out by ForceAtlas2 from
// rings by hop count (deterministic: the same neighbourhood always settles the same way). Loaded
// on demand (React.lazy) so the graph libraries stay out of the initial bundle.
import Graph from 'graphology';
import forceAtlas2 from 'graphology-layout-forceatlas2';
import { useEffect, useRef } from 'react';
import Sigma from 'sigma';
import { EdgeArrowProgram, EdgeLineProgram, NodePointProgram } from 'sigma/rendering';
import type { NetworkView } from '../../../shared/bridge/network';
import { EdgeDashedProgram } from './connections-dashed';
import { quietLayers } from './connections-layers';
import { compositedMotion } from './connections-motion';
import { EDGE_COLOURS, nodeColour } from './connections-style';

/** Past this many nodes nodes are drawn as points. */
const BIG_GRAPH = 500;

/** Rings by hop count, then ForceAtlas2 for a number of iterations that keeps big graphs quick to open. */
function buildGraph(view: NetworkView): Graph {
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
    const graph = buildGraph(view);
    const big = graph.order > BIG_GRAPH;
    const renderer = new Sigma(graph, box.current, {
      labelRenderedSizeThreshold: 7,
      // Sigma never draws while the camera moves (connections-motion.ts moves the picture already
      // drawn and has it drawn once when the camera stops), so that one drawing is the whole picture.
      hideEdgesOnMove: false,
      hideLabelsOnMove: false,
      // Past BIG_GRAPH nodes the drawing is made for software WebGL (Chromium without a GPU
      // rasterises WebGL on the CPU), where what costs is the pixels each shape covers:
      // - nodes are WebGL points (one vertex each) rather than sigma's default circles (an
      //   instanced quad each, drawn twice with the picking pass): the circles held a 2,000-node pan
      //   at 14 frames/s, points at about 40 on the same loaded machine. Points are discs too;
      // - links are one-pixel lines rather than arrows (a feathered quad and an arrow head each):
      //   redrawing 2,040 arrows took the GPU process 66-74 ms, a stall of 3 to 5 frames at the
      //   end of every pan or zoom (bench: connections-fps, 57 frames/s with arrows, 59.5 with
      //   lines). At that density the heads are specks under the nodes; the link's kind is its
      //   colour and its direction is in the card and the table.
      // Small graphs keep the smoother circles and the arrows.
      ...(big
        ? { defaultNodeType: 'point', nodeProgramClasses: { point: NodePointProgram }, defaultEdgeType: 'line', edgeProgramClasses: { line: EdgeLineProgram, dashed: EdgeDashedProgram } }
        : { defaultEdgeType: 'arrow', edgeProgramClasses: { arrow: EdgeArrowProgram, dashed: EdgeDashedProgram } }),
      nodeReducer: (node, data) => (node === selectedRef.current ? { ...data, highlighted: true, zIndex: 1 } : data),
    });
    renderer.on('clickNode', ({ node }) => onSelectRef.current(node));
    layersRef.current = quietLayers(renderer, () => selectedRef.current);
    const stopMotion = compositedMotion(renderer);
    sigma.current = renderer;
    box.current.dataset.ready = 'true';
    return () => {
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
      data-drawing={view.nodes.length > BIG_GRAPH ? 'points and lines' : 'circles and arrows'}
      aria-hidden="true"
    />
  );
}
