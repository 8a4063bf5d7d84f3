// Keyboard shortcuts of the trace viewer (TensorBoard trace viewer habits):
// one table from key to action name, so the help overlay and the handler can
// never disagree.

export const KEYMAP = {
  '1': 'mode-select',
  '2': 'mode-pan',
  '3': 'mode-zoom',
  '4': 'mode-timing',
  w: 'zoom-in',
  s: 'zoom-out',
  a: 'pan-left',
  d: 'pan-right',
  f: 'zoom-to-selection',
  m: 'mark-selection',
  '0': 'reset-view',
  '/': 'focus-search',
  '?': 'toggle-help',
  Escape: 'clear-selection',
};

/** [keys, what they do] for the help overlay. */
export const HELP = [
  ['1 2 3 4', 'Mode: select, pan, zoom, timing (also the toolbar)'],
  ['Click', 'Select an event: details below'],
  ['Drag (select mode)', 'Select the events of an area: totals by name below'],
  ['Drag (pan / zoom / timing)', 'Pan; zoom (drag up = in); measure an interval'],
  ['Wheel, Ctrl+wheel', 'Zoom around the pointer'],
  ['Shift+wheel, wheel on the labels', 'Scroll the tracks'],
  ['W / S', 'Zoom in / out; hold to keep zooming (Shift: faster)'],
  ['A / D', 'Pan left / right; hold to keep panning (Shift: faster)'],
  ['F', 'Zoom to the selection'],
  ['M', 'Mark the selection\'s interval (again: unmark)'],
  ['0', 'Show the whole trace'],
  ['/', 'Search'],
  ['Enter / Shift+Enter', 'Next / previous search match'],
  ['Esc', 'Clear the selection'],
  ['Click a track name', 'Fold a track of several rows to its top row (again: unfold)'],
  ['Right-click a track name; Menu key, Shift+F10', 'Pin a track to the top, hide it, fold it'],
  ['?', 'This help'],
];

/** True when the key goes to a text field, not to the viewer. */
export function isTypingTarget(target) {
  if (!target || !target.tagName) return false;
  const tag = target.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select') return true;
  if (tag === 'input') {
    const type = (target.type || 'text').toLowerCase();
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range'].includes(type);
  }
  return Boolean(target.isContentEditable);
}

/**
 * keyAction(event) -> {action, fast} or null. Keys with Ctrl, Meta or Alt
 * belong to the browser; letters match in either case (Shift = fast).
 */
export function keyAction(event) {
  if (!event || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  const key = event.key || '';
  const action = KEYMAP[key] || (key.length === 1 ? KEYMAP[key.toLowerCase()] : undefined);
  if (!action) return null;
  return {action, fast: Boolean(event.shiftKey) && key !== '?'};
}

/** The action whose key went up (keyup; held W/S/A/D stop), or null. */
export function keyUpAction(event) {
  const key = (event && event.key) || '';
  return KEYMAP[key] || (key.length === 1 ? KEYMAP[key.toLowerCase()] : null) || null;
}

/**
 * Whether a key pressed now reaches the viewer's handler (on `doc`): the page
 * has the focus, and the focus is not in a text field or another control that
 * keeps letters (the tool menu's <select>).
 */
export function keysReachViewer(doc = typeof document !== 'undefined' ? document : null) {
  if (!doc) return false;
  if (typeof doc.hasFocus === 'function' && !doc.hasFocus()) return false;
  return !isTypingTarget(doc.activeElement);
}
