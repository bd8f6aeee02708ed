// A team database that does not answer (a firewall that drops packets: each connection waits its
// whole timeout) is asked once, not twice per action: the source remembers it is out of reach for
// TEAM_RETRY_MS of the clock, and asks again after that or as soon as another call reached it.
// The "database" is a real TCP server on 127.0.0.1 that accepts and never speaks; what is counted is
// the connections it was offered, not time.
import net from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CIN, useTempLibrary } from '../../../test/support/core/store-support';
import { openTeamDb } from './pg/team-db';
import { createTeamSource, TEAM_RETRY_MS } from './team-source';

describe('the team source when the team database does not answer', () => {
  const t = useTempLibrary();
  let server: net.Server;
  let sockets: net.Socket[];
  let url: string;

  beforeEach(async () => {
    sockets = [];
    server = net.createServer((socket) => {
      sockets.push(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `postgres://asha:secret@127.0.0.1:${(server.address() as net.AddressInfo).port}/team`;
  });

  afterEach(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('waits on it once, then goes on as without a team until the retry time or until a call reached it', async () => {
    let now = Date.parse('2026-11-26T10:00:00.000Z');
    const notices: string[] = [];
    const source = createTeamSource({
      library: t.lib,
      configured: () => true,
      open: async () => openTeamDb(url, { connectTimeoutMs: 300 }),
      settled: async () => {},
      now: () => now,
      notice: (message) => notices.push(message),
    });
    const first = await source.holding(CIN, 'refresh');
    expect(first).toMatchObject({ state: 'unreachable', reason: expect.stringContaining('cannot be reached') });
    expect(sockets).toHaveLength(1);
    // Every action after it, quote or claim, of any kind: not one more connection, the same reason.
    expect(await source.holding(CIN, 'fetch')).toEqual(first);
    expect(await source.claim(CIN, 'fetch')).toBeNull();
    expect(await source.holding('U24342DL2008PLC417476', 'mirror')).toEqual(first);
    expect(await source.claim('U24342DL2008PLC417476', 'mirror')).toBeNull();
    expect(sockets).toHaveLength(1);
    // A minute on, it is asked again.
    now += TEAM_RETRY_MS;
    expect(await source.holding(CIN, 'refresh')).toMatchObject({ state: 'unreachable' });
    expect(sockets).toHaveLength(2);
    expect(await source.claim(CIN, 'refresh')).toBeNull();
    expect(sockets).toHaveLength(2);
    // A sync or a status that reached the team ends the wait at once.
    source.noteReach(null);
    expect(await source.claim(CIN, 'refresh')).toBeNull();
    expect(sockets).toHaveLength(3);
    // Only a claim that tried and failed tells the analyst (the quote already said the team was out of reach for the others).
    expect(notices).toEqual([expect.stringMatching(new RegExp(`^The refresh of ${CIN} goes on without the team's claim: The team database at .* cannot be reached`))]);
  });
});
