// Renders a component inside the stores provider over an in-memory bridge.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { StoresProvider } from '../../../renderer/state/context';
import { createStores, type Stores } from '../../../renderer/state/stores';
import type { MemoryBridge } from './memory-bridge';

export function renderWithStores(ui: ReactElement, bridge: MemoryBridge): { stores: Stores } & ReturnType<typeof render> {
  const stores = createStores(bridge);
  const result = render(
    <StoresProvider stores={stores} bridge={bridge}>
      {ui}
    </StoresProvider>,
  );
  return { stores, ...result };
}
