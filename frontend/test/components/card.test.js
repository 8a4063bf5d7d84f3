// @vitest-environment happy-dom
import {expect, test} from 'vitest';
import {card, keyValueCard} from '../../src/components/card.js';

test('card shows title, subtitle and children', () => {
  const child = document.createElement('p');
  child.textContent = 'body';
  const c = card({title: 'Overview', subtitle: 'Run 1'}, child, 'text');
  expect(c.element.querySelector('.tbp-card-title').textContent).toBe('Overview');
  expect(c.element.querySelector('.tbp-card-subtitle').textContent).toBe('Run 1');
  expect(c.body.textContent).toBe('bodytext');
  c.setContent('replaced');
  expect(c.body.textContent).toBe('replaced');
});

test('card without title has no header', () => {
  const c = card({}, 'x');
  expect(c.element.querySelector('.tbp-card-header')).toBeNull();
});

test('keyValueCard formats numbers and keeps strings as text', () => {
  const evil = '<img src=x onerror=alert(1)>';
  const c = keyValueCard({title: 'Run', rows: [['Steps', 12345], ['Mean', 1.23456], ['Host', evil], ['Missing', null]]});
  document.body.append(c.element);
  const labels = [...c.element.querySelectorAll('dt')].map((n) => n.textContent);
  const values = [...c.element.querySelectorAll('dd')].map((n) => n.textContent);
  expect(labels).toEqual(['Steps', 'Mean', 'Host', 'Missing']);
  expect(values).toEqual(['12,345', '1.23', evil, '']);
  expect(document.querySelector('img')).toBeNull();
  c.setRows([['Only', 1]]);
  expect(c.element.querySelectorAll('dd')).toHaveLength(1);
  c.element.remove();
});
