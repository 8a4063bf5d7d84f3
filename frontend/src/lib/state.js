// The view state (run, tool, host, module, the run compared with, tool
// parameters) lives in the URL, so a link or a reload brings the user back to
// the same view.
//
// Standalone (`tb-profile serve`): the page's hash, `#run=..&tool=..`.
// In TensorBoard the app runs in an iframe whose URL the user never sees, so
// the state goes into the TensorBoard page's query string as `p.profile.<key>`
// parameters (TensorBoard's convention for plugin data in its URL).

const PREFIX = 'p.profile.';
// The shell's selections; every other key is a tool parameter. base_run and
// base_host: the run (and its host) the view is compared with (issue 19).
export const KEYS = ['run', 'tool', 'host', 'module', 'base_run', 'base_host'];

function hostWindow() {
  try {
    if (window.parent !== window && window.parent.location.href) return window.parent;
  } catch (e) { /* cross-origin parent: keep our own URL */ }
  return null;
}

/** The state as a plain object of strings. */
export function readState() {
  const parent = hostWindow();
  const state = {};
  if (parent) {
    for (const [key, value] of new URL(parent.location.href).searchParams) {
      if (key.startsWith(PREFIX)) state[key.slice(PREFIX.length)] = value;
    }
  } else {
    for (const [key, value] of new URLSearchParams(window.location.hash.replace(/^#/, ''))) {
      state[key] = value;
    }
  }
  return state;
}

/** Replaces the URL's state (no new history entry per click). */
export function writeState(state) {
  const entries = Object.entries(state).filter(([, v]) => v !== undefined && v !== null && v !== '');
  const parent = hostWindow();
  if (parent) {
    const url = new URL(parent.location.href);
    for (const key of [...url.searchParams.keys()]) {
      if (key.startsWith(PREFIX)) url.searchParams.delete(key);
    }
    for (const [key, value] of entries) url.searchParams.set(PREFIX + key, value);
    if (url.href !== parent.location.href) parent.history.replaceState(parent.history.state, '', url.href);
  } else {
    const hash = new URLSearchParams(entries).toString();
    const url = new URL(window.location.href);
    url.hash = hash;
    if (url.href !== window.location.href) window.history.replaceState(null, '', url.href);
  }
}
