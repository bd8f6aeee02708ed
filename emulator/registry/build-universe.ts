// Assembles the universe: the drawn companies and directors, their drawn boards, then the designed
// networks (business groups, busy directors, the sandbox group) and the near-identical names appended
// after them, so every drawn company and seat stays exactly as it was.
import { LIVE_COMPANY_COUNT, LIVE_DIRECTOR_COUNT, SANDBOX_COMPANY_COUNT, SANDBOX_DIRECTOR_COUNT } from './blueprint';
import { buildNetworks } from './networks';
import { rngFor } from './prng';
import { buildTwins } from './twins';
import { assignBoards, buildBanks, buildCompany, buildDirector, type DirectorSkeleton, type Skeleton, type Universe } from './universe';

export function buildUniverse(seed: string): Universe {
  const names = new Set<string>();
  const ids = new Set<string>();
  const dins = new Set<string>();
  const companies: Skeleton[] = [];
  for (let i = 0; i < SANDBOX_COMPANY_COUNT + LIVE_COMPANY_COUNT; i++) companies.push(buildCompany(seed, i, i < SANDBOX_COMPANY_COUNT, names, ids));
  const directors: DirectorSkeleton[] = [];
  for (let j = 0; j < SANDBOX_DIRECTOR_COUNT + LIVE_DIRECTOR_COUNT; j++) directors.push(buildDirector(seed, j, j < SANDBOX_DIRECTOR_COUNT, dins));
  const sandboxCompanies = companies.slice(0, SANDBOX_COMPANY_COUNT);
  assignBoards(rngFor(seed, 'boards', 'sandbox'), sandboxCompanies, directors.slice(0, SANDBOX_DIRECTOR_COUNT), 3, [4, 7], 40);
  assignBoards(rngFor(seed, 'boards', 'live'), companies.slice(SANDBOX_COMPANY_COUNT), directors.slice(SANDBOX_DIRECTOR_COUNT), 120, [14, 24], 2600);
  const input = { seed, companies, directors, names, ids, dins };
  const networks = { ...buildNetworks(input), twins: buildTwins(input) };
  const byId = new Map(companies.map((c) => [c.cin, c.index]));
  const byDin = new Map(directors.map((d) => [d.din, d.index]));
  return { seed, companies, directors, byId, byDin, banks: buildBanks(seed), networks };
}
