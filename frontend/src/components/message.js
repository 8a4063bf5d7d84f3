// Message boxes: errors (role=alert, optional Retry) and empty states.

import {el} from '../lib/dom.js';

/**
 * errorMessage(text, {retry, title}) -> {element}
 * text: a string or an Error (its message is shown). retry: called by the Retry button.
 */
export function errorMessage(text, {retry, title = 'Error'} = {}) {
  const message = text instanceof Error ? text.message : String(text ?? '');
  const element = el('div', {class: 'tbp-message tbp-message-error', role: 'alert'},
    el('div', {class: 'tbp-message-title'}, title),
    el('div', {class: 'tbp-message-text'}, message),
    retry ? el('button', {type: 'button', class: 'tbp-button tbp-message-retry', on: {click: () => retry()}}, 'Retry') : null);
  return {element};
}

/**
 * emptyMessage(title, ...children) -> {element}
 * For "no profile data" states; children (text or nodes) explain what to do.
 */
export function emptyMessage(title, ...children) {
  const element = el('div', {class: 'tbp-message tbp-message-empty', role: 'status'},
    el('div', {class: 'tbp-message-title'}, title),
    children.length ? el('div', {class: 'tbp-message-text'}, children) : null);
  return {element};
}
