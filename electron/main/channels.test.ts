import { describe, expect, it } from 'vitest';
import { callNames, eventNames } from '../../shared/bridge/contract';
import { allCallChannels, channelFor, eventChannelFor } from './channels';

describe('channels', () => {
  it('gives every call and event its own channel, all distinct', () => {
    const channels = [...callNames.map(channelFor), ...eventNames.map(eventChannelFor)];
    expect(new Set(channels).size).toBe(callNames.length + eventNames.length);
    expect(channelFor('app.status')).toBe('dossier:call:app.status');
    expect(eventChannelFor('spend')).toBe('dossier:event:spend');
  });

  it('lists one channel per call of the contract', () => {
    expect(allCallChannels().map((c) => c.name)).toEqual(callNames);
  });
});
