// Cards: a titled box around a view's parts, and a label/value summary card.

import {el, append, clear} from '../lib/dom.js';
import {formatNumber} from '../lib/format.js';

/**
 * card({title, subtitle}, ...children) -> {element, body, setContent(...children)}
 * Children are nodes or text (strings are inserted as text).
 */
export function card({title, subtitle} = {}, ...children) {
  const body = el('div', {class: 'tbp-card-body'}, children);
  const header = title || subtitle
    ? el('div', {class: 'tbp-card-header'},
      title ? el('h3', {class: 'tbp-card-title'}, title) : null,
      subtitle ? el('div', {class: 'tbp-card-subtitle'}, subtitle) : null)
    : null;
  const element = el('section', {class: 'tbp-card'}, header, body);
  return {
    element,
    body,
    setContent(...newChildren) {
      append(clear(body), newChildren);
    },
  };
}

/**
 * keyValueCard({title, subtitle, rows: [[label, value], ...]}) -> {element, setRows(rows)}
 * Values are text: numbers go through formatNumber, null/undefined show as
 * an empty value, nodes built by the caller are inserted as they are.
 */
export function keyValueCard({title, subtitle, rows = []} = {}) {
  const list = el('dl', {class: 'tbp-kv'});
  const {element} = card({title, subtitle}, list);
  element.classList.add('tbp-kv-card');
  function setRows(newRows) {
    clear(list);
    for (const [label, value] of newRows || []) {
      list.append(
        el('dt', {class: 'tbp-kv-label'}, label ?? ''),
        el('dd', {class: 'tbp-kv-value'}, valueText(value)));
    }
  }
  setRows(rows);
  return {element, setRows};
}

function valueText(value) {
  if (value === null || value === undefined) return '';
  if (value instanceof Node) return value;
  if (typeof value === 'number') return formatNumber(value);
  return String(value);
}
