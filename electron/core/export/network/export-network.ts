/**
 * `network.export`: the neighbourhood of a company or director written as GraphML, GEXF or JSON,
 * atomically, to the path asked for or under the data folder's exports/.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { ExportResult } from '../../../../shared/bridge/reports';
import { type NetworkExportFormat, networkDocument, type NetworkView } from '../../../../shared/bridge/network';
import { sha256Bytes, writeFileAtomically } from '../atomic';
import { networkGexf } from './gexf';
import { networkGraphml } from './graphml';

export function networkFile(view: NetworkView, format: NetworkExportFormat, asOf: string): Buffer {
  switch (format) {
    case 'graphml':
      return Buffer.from(networkGraphml(view));
    case 'gexf':
      return Buffer.from(networkGexf(view, asOf));
    case 'json':
      return Buffer.from(`${JSON.stringify(networkDocument(view), null, 2)}\n`);
  }
}

export function defaultNetworkPath(dataDir: string, root: string, format: NetworkExportFormat, asOf: string): string {
  return path.join(dataDir, 'exports', `${root}_connections_${asOf.slice(0, 10)}.${format}`);
}

export async function exportNetwork(view: NetworkView, format: NetworkExportFormat, outPath: string, asOf: string, replaced = false): Promise<ExportResult> {
  const bytes = networkFile(view, format, asOf);
  const out = path.resolve(outPath);
  await writeFileAtomically(out, bytes);
  return { exportId: `export_${randomBytes(6).toString('hex')}`, path: out, kind: 'file', bytes: bytes.byteLength, sha256: sha256Bytes(bytes), replaced };
}
