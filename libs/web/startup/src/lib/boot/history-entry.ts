/**
 * React Router's BrowserRouter numbers the current history entry (`history.state.idx`, so that it
 * can tell Back from Forward) with a `replaceState` as it first renders: a synchronous call into
 * the browser, about 10 ms of hydration's first slice on a desktop. Done before hydration, as a
 * step of its own, it leaves the router nothing to do (history-entry.test.tsx checks that it
 * still reads the same field).
 */
export function markHistoryEntry(history: History = window.history): void {
  if (history.state?.idx == null) history.replaceState({ ...history.state, idx: 0 }, '');
}
