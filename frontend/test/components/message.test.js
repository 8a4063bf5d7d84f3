// @vitest-environment happy-dom
import {expect, test, vi} from 'vitest';
import {emptyMessage, errorMessage} from '../../src/components/message.js';

test('errorMessage is an alert with literal text and a Retry button', () => {
  const retry = vi.fn();
  const {element} = errorMessage('Bad <img src=x onerror=alert(1)>', {retry});
  document.body.append(element);
  expect(element.getAttribute('role')).toBe('alert');
  expect(element.querySelector('.tbp-message-text').textContent).toBe('Bad <img src=x onerror=alert(1)>');
  expect(document.querySelector('img')).toBeNull();
  element.querySelector('.tbp-message-retry').click();
  expect(retry).toHaveBeenCalledTimes(1);
  element.remove();
});

test('errorMessage takes an Error and has no button without retry', () => {
  const {element} = errorMessage(new Error('boom'));
  expect(element.querySelector('.tbp-message-text').textContent).toBe('boom');
  expect(element.querySelector('button')).toBeNull();
});

test('emptyMessage shows a title and children', () => {
  const {element} = emptyMessage('No profile data', 'Capture a profile first.');
  expect(element.querySelector('.tbp-message-title').textContent).toBe('No profile data');
  expect(element.querySelector('.tbp-message-text').textContent).toBe('Capture a profile first.');
});
