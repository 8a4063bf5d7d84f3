// The trace viewer's room state in the URL: collapsed sections, folded
// tracks (top row only), pinned tracks (in order) and hidden tracks. Keys are
// layout.js's stable keys (host, section name, track name); in the URL each is
// a JSON array of its parts, so any name survives the round trip.

/** URL keys (distinct from the tables' hide= / cmp_hide=). */
export const ROOM_PARAMS = {collapsed: 'trace_collapsed', folded: 'trace_folded', pinned: 'trace_pin', hidden: 'trace_hidden'};

/** [key, ...] -> URL value ('' when empty). */
export function encodeKeys(keys) {
  const list = [...keys];
  return list.length ? JSON.stringify(list.map((k) => k.split('\u0000'))) : '';
}

/** Inverse of encodeKeys; anything malformed reads as no keys. */
export function decodeKeys(value) {
  if (!value) return [];
  try {
    const list = JSON.parse(value);
    if (!Array.isArray(list)) return [];
    return list.filter((parts) => Array.isArray(parts) && parts.length && parts.every((p) => typeof p === 'string'))
      .map((parts) => parts.join('\u0000'));
  } catch {
    return [];
  }
}

/** The room state from the URL state: {collapsed: Set, folded: Set, pinned: [], hidden: Set}. */
export function readRoom(state = {}) {
  return {
    collapsed: new Set(decodeKeys(state[ROOM_PARAMS.collapsed])),
    folded: new Set(decodeKeys(state[ROOM_PARAMS.folded])),
    pinned: [...new Set(decodeKeys(state[ROOM_PARAMS.pinned]))],
    hidden: new Set(decodeKeys(state[ROOM_PARAMS.hidden])),
  };
}

/** The URL parameters of a room state (inverse of readRoom). */
export function roomParams(room) {
  return Object.fromEntries(Object.entries(ROOM_PARAMS).map(([name, param]) => [param, encodeKeys(room[name] || [])]));
}
