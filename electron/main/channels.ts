/**
 * IPC channel names, derived from the bridge contract and nothing else: the preload and the main
 * process both import these, so a channel name is never typed twice. No electron import here (the
 * preload bundle and the tests use it too).
 */
import { type CallName, callNames, type EventName } from '../../shared/bridge/contract';

const CALL_PREFIX = 'dossier:call:';
const EVENT_PREFIX = 'dossier:event:';

export function channelFor(name: CallName): string {
  return `${CALL_PREFIX}${name}`;
}

export function eventChannelFor(name: EventName): string {
  return `${EVENT_PREFIX}${name}`;
}

/** Every call channel, for registering (and later removing) one ipcMain handler per call. */
export function allCallChannels(): Array<{ name: CallName; channel: string }> {
  return callNames.map((name) => ({ name, channel: channelFor(name) }));
}
