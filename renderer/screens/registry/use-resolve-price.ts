// The price of a registry search, for the button label: a free quote asked a moment after typing
// stops. Confirming still goes through the quote dialog with a fresh quote.
import { useEffect, useState } from 'react';
import { formatRupees } from '../../../shared/money';
import { useBridge } from '../../state/context';
import { settle } from '../../state/store-kit';

export function useResolvePrice(query: string, enabled: boolean): string | null {
  const bridge = useBridge();
  const [price, setPrice] = useState<string | null>(null);
  useEffect(() => {
    const text = query.trim();
    if (!enabled || text === '') return;
    let live = true;
    const timer = setTimeout(async () => {
      const result = await settle(bridge.call('registry.quoteResolve', { query: text }));
      if (!live) return;
      if (result.ok) setPrice(result.value.sandbox ? `${formatRupees(result.value.totalPaisa)}, not billed` : formatRupees(result.value.totalPaisa));
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [bridge, query, enabled]);
  return price;
}
