// Fallback view: the tool's JSON, as text, for tools without a view yet.

import {el} from '../lib/dom.js';

const LIMIT = 200000;

export function render(container, {data, state}) {
  const text = JSON.stringify(data, null, 1);
  container.append(
    el('h2', {text: state.tool}),
    el('p', {class: 'tbp-help', text: 'This tool has no view yet; its data follows.'}),
    el('pre', {class: 'tbp-json', text: text.length > LIMIT ? `${text.slice(0, LIMIT)}\n…` : text}));
}
