/**
 * The saved funnel state for islands without hydration mismatches: the server has no storage,
 * so the server render and the hydration render both see the empty state; the stored value
 * arrives right after. `mounted` says whether the stored value is in yet.
 */
import { useStore } from '@nanostores/react';
import { funnelState } from '../../state/funnel-state.ts';
import type { FunnelState } from '../../state/types.ts';
import { useHydrated } from '../use-hydrated.ts';

const SERVER_STATE: FunnelState = {};
const serverState = () => SERVER_STATE;

/** R-GEN-4: the funnel state, empty until hydrated. */
export function useFunnelState(): { state: FunnelState; mounted: boolean } {
  const state = useStore(funnelState, { ssr: serverState });
  const mounted = useHydrated();
  return { state: mounted ? state : SERVER_STATE, mounted };
}
