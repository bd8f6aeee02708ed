// React access to the domain stores.
import { createContext, type ReactNode, useContext } from 'react';
import { useStore } from 'zustand';
import type { StoreApi } from 'zustand/vanilla';
import type { RendererBridge } from '../bridge/types';
import type { Stores } from './stores';

interface Wiring {
  stores: Stores;
  bridge: RendererBridge;
}

const StoresContext = createContext<Wiring | null>(null);

export function StoresProvider({ stores, bridge, children }: Wiring & { children: ReactNode }) {
  return <StoresContext.Provider value={{ stores, bridge }}>{children}</StoresContext.Provider>;
}

function useWiring(): Wiring {
  const wiring = useContext(StoresContext);
  if (!wiring) throw new Error('StoresProvider is missing above this component');
  return wiring;
}

export const useStores = (): Stores => useWiring().stores;
export const useBridge = (): RendererBridge => useWiring().bridge;

type StateOf<D extends keyof Stores> = Stores[D] extends StoreApi<infer S> ? S : never;

/** Subscribes to one domain store; pick primitives or stable references in the selector. */
export function useDomain<D extends keyof Stores, U>(domain: D, selector: (state: StateOf<D>) => U): U {
  const store = useWiring().stores[domain] as unknown as StoreApi<StateOf<D>>;
  return useStore<StoreApi<StateOf<D>>, U>(store, selector);
}
