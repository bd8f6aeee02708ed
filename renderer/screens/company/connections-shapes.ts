// Each kind of node drawn in its own shape as well as its colour (issue 28 item 13), so a reader
// who cannot tell the colours apart still tells a director from an address: one sigma node program
// per kind, whose fragment shader cuts the shape out of a square by its signed distance (in units
// of the node's radius: a disc of radius 1 is sigma's circle of the same size), with a one-pixel
// soft edge. Two geometries: small graphs draw each node as a quad of two triangles (instanced,
// as sigma's circles are); past BIG_GRAPH nodes as one WebGL point each, the cheap drawing made for
// software WebGL (connections-graph.tsx). The picking pass keeps the same shape, hard-edged.
import { NodeProgram } from 'sigma/rendering';
import type { ProgramInfo } from 'sigma/rendering';
import type { NodeDisplayData, RenderParams } from 'sigma/types';
import { floatColor } from 'sigma/utils';
import type { NetworkNodeKind } from '../../../shared/bridge/network';
import { KIND_SHAPES, type NodeShape } from './connections-style';

/** How far past the radius a shape reaches (the triangle's apex): the quad or point covers this much. */
const EXTENT = 1.4;

/**
 * Signed distance from p to the shape's edge (negative inside), areas close to the disc's so no
 * kind looks bigger than another. Exact along the edges, which is all the soft edge needs.
 */
const DISTANCE: Record<NodeShape, string> = {
  circle: 'return length(p) - 1.0;',
  square: 'return max(abs(p.x), abs(p.y)) - 0.84;',
  diamond: 'return (abs(p.x) + abs(p.y) - 1.22) * 0.70710678;',
  // Apex up, centred on its centroid: inradius 0.68, so the apex is at 1.36.
  triangle: 'return max(-p.y - 0.68, 0.8660254 * abs(p.x) + 0.5 * p.y - 0.68);',
};

const fragmentShader = (shape: NodeShape, points: boolean) => /* glsl */ `
#ifdef GL_FRAGMENT_PRECISION_HIGH
precision highp float;
#else
precision mediump float;
#endif

varying vec4 v_color;
varying vec2 v_coord;
varying float v_border;

const vec4 transparent = vec4(0.0, 0.0, 0.0, 0.0);

float distanceToEdge(vec2 p) {
  ${DISTANCE[shape]}
}

void main(void) {
  ${points ? `vec2 p = (gl_PointCoord - vec2(0.5)) * ${(2 * EXTENT).toFixed(2)} * vec2(1.0, -1.0);` : 'vec2 p = v_coord;'}
  float d = distanceToEdge(p);
  #ifdef PICKING_MODE
  gl_FragColor = d > 0.0 ? transparent : v_color;
  #else
  float t = clamp(0.5 - d / v_border, 0.0, 1.0);
  if (t <= 0.0) discard;
  gl_FragColor = mix(transparent, v_color, t);
  #endif
}
`;

/** Sigma's circle's geometry (its radius in clip units is a_size * correction / sizeRatio * 2), on a square. */
const QUAD_VERTEX_SHADER = /* glsl */ `
attribute vec4 a_id;
attribute vec4 a_color;
attribute vec2 a_position;
attribute float a_size;
attribute vec2 a_corner;

uniform mat3 u_matrix;
uniform float u_sizeRatio;
uniform float u_correctionRatio;

varying vec4 v_color;
varying vec2 v_coord;
varying float v_border;

const float bias = 255.0 / 254.0;

void main() {
  float radius = a_size * u_correctionRatio / u_sizeRatio * 2.0;
  vec2 position = a_position + a_corner * radius * ${EXTENT.toFixed(2)};
  gl_Position = vec4((u_matrix * vec3(position, 1)).xy, 0, 1);
  v_coord = a_corner * ${EXTENT.toFixed(2)};
  // One screen pixel in units of the radius (the radius is a_size / u_sizeRatio pixels).
  v_border = u_sizeRatio / a_size;
  #ifdef PICKING_MODE
  v_color = a_id;
  #else
  v_color = a_color;
  #endif
  v_color.a *= bias;
}
`;

/** Sigma's point's geometry, the sprite widened to the shape's extent. */
const POINT_VERTEX_SHADER = /* glsl */ `
attribute vec4 a_id;
attribute vec4 a_color;
attribute vec2 a_position;
attribute float a_size;

uniform mat3 u_matrix;
uniform float u_sizeRatio;
uniform float u_pixelRatio;

varying vec4 v_color;
varying vec2 v_coord;
varying float v_border;

const float bias = 255.0 / 254.0;

void main() {
  gl_Position = vec4((u_matrix * vec3(a_position, 1)).xy, 0, 1);
  gl_PointSize = a_size / u_sizeRatio * u_pixelRatio * 2.0 * ${EXTENT.toFixed(2)};
  v_coord = vec2(0.0);
  v_border = u_sizeRatio / a_size;
  #ifdef PICKING_MODE
  v_color = a_id;
  #else
  v_color = a_color;
  #endif
  v_color.a *= bias;
}
`;

const { FLOAT, UNSIGNED_BYTE, TRIANGLES, POINTS } = WebGLRenderingContext;

type Uniform = 'u_matrix' | 'u_sizeRatio' | 'u_correctionRatio' | 'u_pixelRatio';

const ITEM_ATTRIBUTES = [
  { name: 'a_position', size: 2, type: FLOAT },
  { name: 'a_size', size: 1, type: FLOAT },
  { name: 'a_color', size: 4, type: UNSIGNED_BYTE, normalized: true },
  { name: 'a_id', size: 4, type: UNSIGNED_BYTE, normalized: true },
];

/** A node program drawing every node it gets as `shape`; `points` for the big-graph drawing. */
export function shapeProgram(shape: NodeShape, points: boolean) {
  return class NodeShapeProgram extends NodeProgram<Uniform> {
    getDefinition() {
      const fragment = fragmentShader(shape, points);
      if (points) {
        return {
          VERTICES: 1,
          VERTEX_SHADER_SOURCE: POINT_VERTEX_SHADER,
          FRAGMENT_SHADER_SOURCE: fragment,
          METHOD: POINTS,
          UNIFORMS: ['u_matrix', 'u_sizeRatio', 'u_pixelRatio'] as Uniform[],
          ATTRIBUTES: ITEM_ATTRIBUTES,
        };
      }
      return {
        VERTICES: 6,
        VERTEX_SHADER_SOURCE: QUAD_VERTEX_SHADER,
        FRAGMENT_SHADER_SOURCE: fragment,
        METHOD: TRIANGLES,
        UNIFORMS: ['u_matrix', 'u_sizeRatio', 'u_correctionRatio'] as Uniform[],
        ATTRIBUTES: ITEM_ATTRIBUTES,
        CONSTANT_ATTRIBUTES: [{ name: 'a_corner', size: 2, type: FLOAT }],
        CONSTANT_DATA: [
          [-1, -1],
          [1, -1],
          [1, 1],
          [-1, -1],
          [1, 1],
          [-1, 1],
        ],
      };
    }

    processVisibleItem(nodeIndex: number, startIndex: number, data: NodeDisplayData): void {
      const array = this.array;
      let i = startIndex;
      array[i++] = data.x;
      array[i++] = data.y;
      array[i++] = data.size;
      array[i++] = floatColor(data.color);
      array[i++] = nodeIndex;
    }

    setUniforms(params: RenderParams, { gl, uniformLocations }: ProgramInfo<Uniform>): void {
      gl.uniformMatrix3fv(uniformLocations.u_matrix, false, params.matrix);
      gl.uniform1f(uniformLocations.u_sizeRatio, params.sizeRatio);
      if (points) gl.uniform1f(uniformLocations.u_pixelRatio, params.pixelRatio);
      else gl.uniform1f(uniformLocations.u_correctionRatio, params.correctionRatio);
    }
  };
}

/** One program per kind of node, named by the kind (a node's `type` is its kind). */
export function kindPrograms(points: boolean): Record<NetworkNodeKind, ReturnType<typeof shapeProgram>> {
  return {
    company: shapeProgram(KIND_SHAPES.company, points),
    director: shapeProgram(KIND_SHAPES.director, points),
    address: shapeProgram(KIND_SHAPES.address, points),
    chargeHolder: shapeProgram(KIND_SHAPES.chargeHolder, points),
  };
}
