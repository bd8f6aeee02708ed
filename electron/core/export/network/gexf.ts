/** The neighbourhood as GEXF 1.3 (gexf.net), Gephi's own format. */
import type { NetworkView } from '../../../../shared/bridge/network';
import { EDGE_ATTRIBUTES, type GraphAttribute, NODE_ATTRIBUTES } from './graph-attributes';
import { XML_HEAD, xmlAttr } from './xml';

function declarations<T>(target: 'node' | 'edge', attrs: GraphAttribute<T>[]): string[] {
  return [`    <attributes class="${target}">`, ...attrs.map((a) => `      <attribute id="${a.name}" title="${a.name}" type="${a.type}"/>`), '    </attributes>'];
}

function values<T>(attrs: GraphAttribute<T>[], item: T): string[] {
  const set = attrs.flatMap((a) => {
    const v = a.value(item);
    return v === undefined ? [] : [`          <attvalue for="${a.name}" value="${xmlAttr(String(v))}"/>`];
  });
  return set.length === 0 ? [] : ['        <attvalues>', ...set, '        </attvalues>'];
}

export function networkGexf(view: NetworkView, asOf: string): string {
  const lines = [
    XML_HEAD,
    '<gexf xmlns="http://gexf.net/1.3" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"',
    '    xsi:schemaLocation="http://gexf.net/1.3 http://gexf.net/1.3/gexf.xsd" version="1.3">',
    `  <meta lastmodifieddate="${asOf.slice(0, 10)}">`,
    '    <creator>Dossier</creator>',
    `    <description>${xmlAttr(`Connections of ${view.root}, depth ${view.depth}${view.currentOnly ? ', current links only' : ''}`)}</description>`,
    '  </meta>',
    '  <graph defaultedgetype="directed" mode="static">',
    ...declarations('node', NODE_ATTRIBUTES),
    ...declarations('edge', EDGE_ATTRIBUTES),
    '    <nodes>',
  ];
  for (const n of view.nodes) lines.push(`      <node id="${xmlAttr(n.id)}" label="${xmlAttr(n.label)}">`, ...values(NODE_ATTRIBUTES, n), '      </node>');
  lines.push('    </nodes>', '    <edges>');
  for (const e of view.edges) {
    lines.push(`      <edge id="e${xmlAttr(e.id)}" source="${xmlAttr(e.from)}" target="${xmlAttr(e.to)}" label="${xmlAttr(e.kind)}">`, ...values(EDGE_ATTRIBUTES, e), '      </edge>');
  }
  lines.push('    </edges>', '  </graph>', '</gexf>', '');
  return lines.join('\n');
}
