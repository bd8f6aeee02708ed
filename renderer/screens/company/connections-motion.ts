// Pans and zooms moved by the compositor, drawn by sigma once the gesture ends. Sigma redraws
// every layer on every camera update; without a GPU (Chromium rasterises WebGL in software) each
// redraw of a 2,000-node graph also waits on every canvas's copy-back, so a drag or a wheel zoom
// missed frames. Here sigma's camera still follows the mouse exactly (its own captors, inertia and
// zoom animation: the camera state is always sigma's), but a camera update no longer draws:
// the canvases already drawn are moved and scaled with a CSS transform from the camera the picture
// was drawn at to the camera now, and sigma draws once, at the camera it ends at, when the camera
// has been still for a moment. So the picture after a gesture is exactly a full redraw at that
// camera. While moving, the copy is moved by whole pixels and scaled without smoothing: without a
// GPU the compositor resamples every moving layer in software each frame, and that was most of a
// frame's cost (bench: Chromium CPU per frame, about 12 ms with smoothing, 8.6 without).
// Bench: connections-fps.
import type Sigma from 'sigma';
import type { CameraState } from 'sigma/types';

/** How long the camera must stay still before the real redraw (a wheel notch animates for 250 ms). */
export const SETTLE_MS = 120;

/** Layers that are pictures; the mouse layer takes the pointer events and must stay where it is. */
const PICTURE_LAYERS = ['edges', 'edgeLabels', 'nodes', 'labels', 'hovers', 'hoverNodes'];

/**
 * The CSS matrix that carries a picture drawn at camera `drawn` onto where camera `now` puts it:
 * three viewport points mapped through the graph (sigma's own conversions), so any pan, zoom or
 * rotation is one affine map.
 */
export function pictureTransform(renderer: Sigma, drawn: CameraState, now: CameraState): string {
  const { width, height } = renderer.getDimensions();
  const carry = (x: number, y: number) => renderer.framedGraphToViewport(renderer.viewportToFramedGraph({ x, y }, { cameraState: drawn }), { cameraState: now });
  const o = carry(0, 0);
  const right = carry(width, 0);
  const down = carry(0, height);
  const a = (right.x - o.x) / width;
  const b = (right.y - o.y) / width;
  const c = (down.x - o.x) / height;
  const d = (down.y - o.y) / height;
  // A pan is a whole-pixel move: the software compositor copies rows instead of resampling.
  if (Math.abs(a - 1) < 1e-9 && Math.abs(d - 1) < 1e-9 && Math.abs(b) < 1e-9 && Math.abs(c) < 1e-9) return `translate(${Math.round(o.x)}px, ${Math.round(o.y)}px)`;
  return `matrix(${a}, ${b}, ${c}, ${d}, ${o.x}, ${o.y})`;
}

const sameState = (p: CameraState, q: CameraState) => p.x === q.x && p.y === q.y && p.ratio === q.ratio && p.angle === q.angle;

/** Takes over sigma's redraw on camera updates; returns the function that gives it back. */
export function compositedMotion(renderer: Sigma): () => void {
  const camera = renderer.getCamera();
  // Sigma's own listener schedules a full render on every camera update: ours replaces it.
  const sigmaListeners = camera.listeners('updated');
  camera.removeAllListeners('updated');
  const canvases = Object.entries(renderer.getCanvases())
    .filter(([id]) => PICTURE_LAYERS.includes(id))
    .map(([, canvas]) => canvas);
  for (const canvas of canvases) {
    canvas.style.transformOrigin = '0 0';
    canvas.style.willChange = 'transform';
  }

  let drawn = camera.getState();
  let moved = false;
  let frame: number | null = null;
  let settle: number | null = null;

  // The container says whether the picture on screen is a moved copy or a drawing at the camera
  // (tests and the bench wait on it rather than on time).
  const container = renderer.getContainer();
  const place = (transform: string) => {
    for (const canvas of canvases) {
      canvas.style.transform = transform;
      canvas.style.imageRendering = transform ? 'pixelated' : '';
    }
    container.dataset.motion = transform ? 'moving' : 'still';
  };
  // Whatever drew the picture (this module at the end of a gesture, a selection, a resize), it
  // is now at the camera's state: the transform goes in the same task, so in the same frame.
  const onDrawn = () => {
    drawn = camera.getState();
    if (moved) place('');
    moved = false;
  };
  const follow = () => {
    frame = null;
    const now = camera.getState();
    moved = !sameState(drawn, now);
    place(moved ? pictureTransform(renderer, drawn, now) : '');
  };
  const redrawWhenStill = () => {
    settle = null;
    if (camera.isAnimated()) settle = window.setTimeout(redrawWhenStill, SETTLE_MS);
    else if (!sameState(drawn, camera.getState())) renderer.scheduleRender();
  };
  // While a drag moves the camera, the mouse layer lets the pointer through: sigma then stops
  // looking for the node under the pointer on every move (a synchronous read of its picking
  // texture, which shows the picture as last drawn, not as moved, so it would name the wrong node).
  // The drag itself goes on (sigma follows it on the document); hovering is back on release.
  const mouse = renderer.getMouseCaptor();
  const mouseLayer = renderer.getCanvases().mouse;
  const endDrag = () => {
    if (mouseLayer) mouseLayer.style.pointerEvents = '';
  };
  const onCamera = () => {
    if (mouse.isMouseDown && mouseLayer) mouseLayer.style.pointerEvents = 'none';
    if (frame === null) frame = requestAnimationFrame(follow);
    if (settle !== null) clearTimeout(settle);
    settle = window.setTimeout(redrawWhenStill, SETTLE_MS);
  };

  container.dataset.motion = 'still';
  renderer.on('afterRender', onDrawn);
  camera.on('updated', onCamera);
  mouse.on('mouseup', endDrag);
  return () => {
    if (frame !== null) cancelAnimationFrame(frame);
    if (settle !== null) clearTimeout(settle);
    camera.removeListener('updated', onCamera);
    renderer.removeListener('afterRender', onDrawn);
    mouse.removeListener('mouseup', endDrag);
    endDrag();
    for (const listener of sigmaListeners) camera.on('updated', listener);
    place('');
  };
}
