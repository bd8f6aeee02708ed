// Sigma draws into stacked canvases (edges, edge labels, nodes, labels, hovered nodes, their
// labels), and Chromium composites each of them on every frame whether it shows anything or not
// (during a pan or zoom every one is moved by a CSS transform: connections-motion.ts). Layers with
// nothing to show are taken out of the page: edge labels (never drawn here) and the hover layers
// while no node is hovered or selected. Bench: connections-fps.
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

/** Keeps idle layers out of the page; returns the function to call when the selection changes. */
export function quietLayers(renderer: Sigma, selected: () => string | null): () => void {
  layer(renderer, 'edgeLabels')(false);
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
  highlight();
  return highlight;
}
