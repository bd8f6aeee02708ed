// Former links (a directorship that ended, a name the company was registered under before) drawn
// dashed, as the issue asks and as the PDF report draws them: one-pixel WebGL lines whose fragments
// are dropped every other DASH_PX pixels along the link. The dash is measured in screen pixels from
// the link's source, so it keeps its size at every zoom; the picking pass drops the same fragments.
import { EdgeProgram } from 'sigma/rendering';
import type { ProgramInfo } from 'sigma/rendering';
import type { EdgeDisplayData, NodeDisplayData, RenderParams } from 'sigma/types';
import { floatColor } from 'sigma/utils';

/** Pixels drawn, then as many left out. */
export const DASH_PX = 4;

const VERTEX_SHADER = /* glsl */ `
attribute vec4 a_id;
attribute vec4 a_color;
attribute vec2 a_position;
attribute float a_along;

uniform mat3 u_matrix;

varying vec4 v_color;
varying float v_along;

const float bias = 255.0 / 254.0;

void main() {
  gl_Position = vec4((u_matrix * vec3(a_position, 1)).xy, 0, 1);
  v_along = a_along;
  #ifdef PICKING_MODE
  v_color = a_id;
  #else
  v_color = a_color;
  #endif
  v_color.a *= bias;
}
`;

const FRAGMENT_SHADER = /* glsl */ `
#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif

varying vec4 v_color;
varying float v_along;

uniform float u_unitPixels;

void main(void) {
  if (mod(v_along * u_unitPixels, ${(2 * DASH_PX).toFixed(1)}) >= ${DASH_PX.toFixed(1)}) discard;
  gl_FragColor = v_color;
}
`;

const { FLOAT, UNSIGNED_BYTE, LINES } = WebGLRenderingContext;

type Uniform = 'u_matrix' | 'u_unitPixels';

export class EdgeDashedProgram extends EdgeProgram<Uniform> {
  getDefinition() {
    return {
      VERTICES: 2,
      VERTEX_SHADER_SOURCE: VERTEX_SHADER,
      FRAGMENT_SHADER_SOURCE: FRAGMENT_SHADER,
      METHOD: LINES,
      UNIFORMS: ['u_matrix', 'u_unitPixels'] as const,
      ATTRIBUTES: [
        { name: 'a_position', size: 2, type: FLOAT },
        { name: 'a_color', size: 4, type: UNSIGNED_BYTE, normalized: true },
        { name: 'a_id', size: 4, type: UNSIGNED_BYTE, normalized: true },
        { name: 'a_along', size: 1, type: FLOAT },
      ],
    };
  }

  processVisibleItem(edgeIndex: number, startIndex: number, source: NodeDisplayData, target: NodeDisplayData, data: EdgeDisplayData): void {
    const array = this.array;
    const color = floatColor(data.color);
    let i = startIndex;
    // The source end, at 0 along the link, and the target end, at the link's length (graph units).
    array[i++] = source.x;
    array[i++] = source.y;
    array[i++] = color;
    array[i++] = edgeIndex;
    array[i++] = 0;
    array[i++] = target.x;
    array[i++] = target.y;
    array[i++] = color;
    array[i++] = edgeIndex;
    array[i++] = Math.hypot(target.x - source.x, target.y - source.y);
  }

  setUniforms(params: RenderParams, { gl, uniformLocations }: ProgramInfo<Uniform>): void {
    gl.uniformMatrix3fv(uniformLocations.u_matrix, false, params.matrix);
    // Screen pixels per graph unit: sigma's matrix keeps the graph's proportions, so one axis says it.
    const m = params.matrix;
    gl.uniform1f(uniformLocations.u_unitPixels, Math.hypot(((m[0] ?? 0) * params.width) / 2, ((m[1] ?? 0) * params.height) / 2));
  }
}
