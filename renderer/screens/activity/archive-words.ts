// The zip road's line under a mirror in Activity (issue 9): archives read of the job's, the bytes
// they brought and the rate of the one in flight, e.g. "Archives: 3 of 13 read, 4.2 MB at 1.3 MB/s".
import type { ArchiveProgress } from '../../../shared/bridge/views';
import { formatIndianNumber } from '../../../shared/money';

const MB = 1024 * 1024;

function megabytes(bytes: number): string {
  return `${(bytes / MB).toFixed(1)} MB`;
}

export function archiveWords(a: ArchiveProgress): string {
  const head = `Archives: ${formatIndianNumber(a.read)} of ${formatIndianNumber(a.total)} read, ${megabytes(a.bytes)}`;
  return a.bytesPerSecond === null ? head : `${head} at ${megabytes(a.bytesPerSecond)}/s`;
}
