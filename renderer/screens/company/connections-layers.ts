// Sigma draws into stacked canvases (edges, edge labels, nodes, labels, hovered nodes, their
// labels) and clears every one of them on every frame, so Chromium composites each of them per
// frame whether it shows anything or not; without a GPU, where WebGL is rasterised in software,
// every WebGL layer is also read back per frame. Layers with nothing to show are taken out of the
// page: edge labels (never drawn here), the hover layers while no node is hovered or selected, and
// the edge and label layers while the camera moves (hideEdgesOnMove and hideLabelsOnMove leave them
// empty then). Bench: connections-fps.
import type Sigma from 'sigma';

function layer(renderer: Sigma, id: string): (on: boolean) => void {
  const canvas = renderer.getCanvases()[id];
  let shown = true;
  return (on) => {
    if (!canvas || on === shown) return;
    shown = on;
    canvas.style.display = on ? '' : 'none';
  };
}

/** What sigma's render counts as moving (it leaves edges and labels out then, with hideEdgesOnMove and hideLabelsOnMove). */
function moving(renderer: Sigma): boolean {
  const mouse = renderer.getMouseCaptor();
  return renderer.getCamera().isAnimated() || mouse.isMoving || mouse.draggedEvents > 0 || mouse.currentWheelDirection !== 0;
}

/** Keeps idle layers out of the page; returns the function to call when the selection changes. */
export function quietLayers(renderer: Sigma, hidesOnMove: boolean, selected: () => string | null): () => void {
  layer(renderer, 'edgeLabels')(false);
  const edges = layer(renderer, 'edges');
  const labels = layer(renderer, 'labels');
  const hoverNodes = layer(renderer, 'hoverNodes');
  const hovers = layer(renderer, 'hovers');
  let hovered: string | null = null;
  const highlight = () => {
    const on = hovered !== null || selected() !== null;
    hoverNodes(on);
    hovers(on);
  };
  renderer.on('enterNode', ({ node }) => {
    hovered = node;
    highlight();
  });
  renderer.on('leaveNode', () => {
    hovered = null;
    highlight();
  });
  if (hidesOnMove) {
    renderer.on('afterRender', () => {
      const still = !moving(renderer);
      edges(still);
      labels(still);
    });
  }
  highlight();
  return highlight;
}
