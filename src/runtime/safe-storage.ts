// Moved to src/state/session-storage.ts (payments may not import the runtime, issue 13).
export { sessionGet, sessionRemove, sessionSet } from '../state/session-storage.ts';
