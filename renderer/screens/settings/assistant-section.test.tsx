// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AssistantView } from '../../../shared/bridge/assistant';
import { quote } from '../../../test/support/renderer/fixtures';
import { createMemoryBridge, ok } from '../../../test/support/renderer/memory-bridge';
import { renderWithStores } from '../../../test/support/renderer/render';
import { AssistantSection } from './assistant-section';

afterEach(cleanup);

const CONFIG = { command: '/usr/bin/node', args: ['/opt/dossier/bin/dossier.mjs', 'mcp'], env: { DOSSIER_DATA_DIR: '/home/analyst/Dossier' } };

function view(patch: Partial<AssistantView> = {}): AssistantView {
  return {
    config: { ...CONFIG, json: JSON.stringify({ mcpServers: { dossier: CONFIG } }, null, 2) },
    connected: true,
    sessions: [{ clientName: 'claude-ai', clientVersion: '0.9.2', startedAt: '2026-11-21T04:00:00.000Z', lastSeenAt: '2026-11-21T04:30:00.000Z', endedAt: null, connected: true }],
    budgetPaisa: 0,
    budgetSetAt: null,
    budgetUsedPaisa: 0,
    budgetLeftPaisa: 0,
    spentSinceSetPaisa: 0,
    confirmThresholdPaisa: 50_000,
    pending: [],
    recent: [
      {
        requestId: 'r1',
        tool: 'unlock_company',
        subject: 'U46215UP2026PTC065536',
        quote: quote({ totalPaisa: 34_005 }),
        state: 'ran',
        answeredBy: 'analyst',
        clientName: 'claude-ai',
        createdAt: '2026-11-21T04:10:00.000Z',
        expiresAt: '2026-11-21T04:10:45.000Z',
        actionId: 'act_1',
      },
    ],
    ...patch,
  };
}

function setup(initial: AssistantView) {
  let current = initial;
  const bridge = createMemoryBridge({
    'assistant.status': () => ok(current),
    'assistant.setBudget': ({ budgetPaisa }) => {
      current = { ...current, budgetPaisa, budgetSetAt: '2026-11-21T05:00:00.000Z', budgetLeftPaisa: budgetPaisa };
      return ok(current);
    },
  });
  return { bridge, ...renderWithStores(<AssistantSection />, bridge) };
}

describe('Settings → Assistant', () => {
  it('shows the exact client configuration, that an assistant is connected, and what it asked for', async () => {
    setup(view());
    await waitFor(() => screen.getByTestId('assistant-config'));
    expect(JSON.parse(screen.getByTestId('assistant-config').textContent ?? '')).toEqual({ mcpServers: { dossier: CONFIG } });
    expect(screen.getByTestId('assistant-connection').dataset.connected).toBe('true');
    expect(screen.getByTestId('assistant-connection').textContent).toContain('Connected: claude-ai 0.9.2');
    expect(screen.getByTestId('assistant-budget-use').textContent).toContain('every paid call an assistant confirms waits for you');
    expect(screen.getByTestId('assistant-request').textContent).toContain('ran (by you)');
    expect(screen.getByTestId('assistant-request').textContent).toContain('₹340.05');
  });

  it('says when no assistant is connected', async () => {
    setup(view({ connected: false, sessions: [{ ...view().sessions[0]!, connected: false, endedAt: '2026-11-21T05:00:00.000Z' }] }));
    await waitFor(() => screen.getByTestId('assistant-connection'));
    expect(screen.getByTestId('assistant-connection').dataset.connected).toBe('false');
    expect(screen.getByTestId('assistant-connection').textContent).toContain('No assistant connected now; the last was claude-ai 0.9.2');
  });

  it('sets the assistant budget in rupees', async () => {
    const { bridge } = setup(view());
    await waitFor(() => screen.getByTestId('assistant-budget'));
    fireEvent.change(screen.getByLabelText(/Assistant budget/), { target: { value: '₹500' } });
    await act(async () => {
      fireEvent.submit(screen.getByTestId('assistant-budget'));
    });
    expect(bridge.callsTo('assistant.setBudget')).toEqual([{ budgetPaisa: 50_000 }]);
    await waitFor(() => expect(screen.getByTestId('assistant-budget-use').textContent).toContain('₹500.00 left'));
  });
});
