/**
 * The saved funnel state for islands without hydration mismatches: the server has no storage,
 * so the server render and the hydration render both see the empty state; the stored value
 * arrives right after. `mounted` says whether the stored value is in yet.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { funnelState, type FunnelState } from '../../state/index.ts';

const SERVER_STATE: FunnelState = {};
const serverState = () => SERVER_STATE;

/** True after the first client render (stored values may be shown). */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

/** R-GEN-4: the funnel state, empty until mounted. */
export function useFunnelState(): { state: FunnelState; mounted: boolean } {
  const state = useStore(funnelState, { ssr: serverState });
  const mounted = useMounted();
  return { state: mounted ? state : SERVER_STATE, mounted };
}
