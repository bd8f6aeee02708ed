/** The neighbourhood as GraphML (graphml.graphdrawing.org): opened by Gephi, yEd, Cytoscape and Neo4j (APOC). */
import type { NetworkView } from '../../../../shared/bridge/network';
import { EDGE_ATTRIBUTES, type GraphAttribute, NODE_ATTRIBUTES } from './graph-attributes';
import { XML_HEAD, xmlAttr, xmlText } from './xml';

function keys<T>(prefix: string, target: 'node' | 'edge', attrs: GraphAttribute<T>[]): string[] {
  return attrs.map((a) => `  <key id="${prefix}_${a.name}" for="${target}" attr.name="${a.name}" attr.type="${a.type}"/>`);
}

function data<T>(prefix: string, attrs: GraphAttribute<T>[], item: T): string[] {
  return attrs.flatMap((a) => {
    const v = a.value(item);
    return v === undefined ? [] : [`      <data key="${prefix}_${a.name}">${xmlText(String(v))}</data>`];
  });
}

export function networkGraphml(view: NetworkView): string {
  const lines = [
    XML_HEAD,
    '<graphml xmlns="http://graphml.graphdrawing.org/xmlns" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
    '    xsi:schemaLocation="http://graphml.graphdrawing.org/xmlns http://graphml.graphdrawing.org/xmlns/1.0/graphml.xsd">',
    ...keys('n', 'node', NODE_ATTRIBUTES),
    ...keys('e', 'edge', EDGE_ATTRIBUTES),
    `  <graph id="${xmlAttr(`connections of ${view.root}`)}" edgedefault="directed">`,
  ];
  for (const n of view.nodes) lines.push(`    <node id="${xmlAttr(n.id)}">`, ...data('n', NODE_ATTRIBUTES, n), '    </node>');
  for (const e of view.edges) lines.push(`    <edge id="e${xmlAttr(e.id)}" source="${xmlAttr(e.from)}" target="${xmlAttr(e.to)}">`, ...data('e', EDGE_ATTRIBUTES, e), '    </edge>');
  lines.push('  </graph>', '</graphml>', '');
  return lines.join('\n');
}
