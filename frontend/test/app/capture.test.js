// @vitest-environment happy-dom
import {afterEach, beforeEach, expect, test, vi} from 'vitest';
import {openCaptureDialog, validate, captureUrl, captureProgress, outcomeView} from '../../src/app/capture.js';

const HOSTILE = '<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';

const SUCCESS = {
  result: 'Captured 1 of 1 hosts into run 2026_11_22_07_10_00.',
  run: '2026_11_22_07_10_00',
  session: '2026_11_22_07_10_00',
  hosts: [{address: '127.0.0.1:6000', host: '127.0.0.1_6000', ok: true, attempts: 1, file: '127.0.0.1_6000.xplane.pb', error: ''}],
};
const PARTIAL = {
  result: 'Captured 1 of 2 hosts into run 2026_11_22_07_10_00.',
  run: '2026_11_22_07_10_00',
  session: '2026_11_22_07_10_00',
  hosts: [SUCCESS.hosts[0],
    {address: '127.0.0.1:6001', host: '127.0.0.1_6001', ok: false, attempts: 4, file: '', error: 'UNAVAILABLE: connection refused'}],
};
const FAILED = {
  error: 'No host was captured. Check that the program serves its profiler.',
  hosts: [{address: '127.0.0.1:1', host: '127.0.0.1_1', ok: false, attempts: 4, file: '', error: 'UNAVAILABLE: connection refused'}],
};

function reply(status, body, statusText = '') {
  return {
    ok: status >= 200 && status < 300, status, statusText,
    json: async () => (typeof body === 'string' ? JSON.parse(body) : body),
  };
}

/** A fetch that answers once `resolve(reply)` is called; records its URLs. */
function pendingFetch() {
  const calls = [];
  let resolve;
  const fetch = vi.fn((url, init) => {
    calls.push({url, init});
    return new Promise((res, rej) => {
      resolve = res;
      init?.signal?.addEventListener('abort', () => rej(Object.assign(new Error('aborted'), {name: 'AbortError'})));
    });
  });
  return {fetch, calls, answer: (r) => resolve(r)};
}

const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  document.body.replaceChildren();
  delete window.__xss;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function fill(dialog, values) {
  for (const [name, value] of Object.entries(values)) {
    const input = dialog.querySelector(`[name=${name}]`);
    input.value = value;
    input.dispatchEvent(new Event('input'));
  }
}

const submit = (dialog) => dialog.querySelector('form').dispatchEvent(new Event('submit', {cancelable: true}));

test('validate: empty address, bad numbers, empty list entries, TPU name', () => {
  const base = {service_addr: 'h:6000', duration: '2000', delay: '0', num_retry: '3'};
  expect(validate(base).errors).toEqual({});
  expect(validate({...base, service_addr: '  '}).errors.service_addr).toMatch(/address of a profiler server/);
  expect(validate({...base, tpu: true, service_addr: ''}).errors.service_addr).toMatch(/name of the TPU/);
  expect(validate({...base, service_addr: 'a:1,,b:2'}).errors.service_addr).toMatch(/Entry 2 .* empty/);
  expect(validate({...base, tpu: true, service_addr: 'tpu-a,tpu-b'}).errors.service_addr).toMatch(/one TPU name/);
  for (const bad of ['', 'abc', '1.5', '-3', '0', '2e3']) {
    expect(validate({...base, duration: bad}).errors.duration, bad).toMatch(/duration .* whole number of at least 1/);
  }
  expect(validate({...base, delay: 'x'}).errors.delay).toMatch(/delay/);
  expect(validate({...base, delay: '0'}).errors.delay).toBeUndefined();
  expect(validate({...base, num_retry: '-1'}).errors.num_retry).toMatch(/retries/);
});

test('validate + captureUrl: every contract parameter, normalized', () => {
  const {params, errors} = validate({
    service_addr: ' 10.0.0.1:6000 , grpc://h2:6000,[::1]:6001 ', duration: '0500', delay: '250', num_retry: '0',
    worker_list: 'ignored', host_tracer_level: '3', device_tracer_level: '0', python_tracer_level: '1',
  });
  expect(errors).toEqual({});
  const url = new URL(captureUrl(params));
  expect(url.pathname.endsWith('/capture_profile')).toBe(true);
  expect([...url.searchParams.entries()]).toEqual([
    ['service_addr', '10.0.0.1:6000,grpc://h2:6000,[::1]:6001'], ['is_tpu_name', 'false'], ['duration', '500'],
    ['num_retry', '0'], ['worker_list', ''], ['host_tracer_level', '3'], ['device_tracer_level', '0'],
    ['python_tracer_level', '1'], ['delay', '250'],
  ]);
  const tpu = validate({tpu: true, service_addr: 'my-tpu', worker_list: ' 10.0.0.2, ,10.0.0.3', duration: '2000', delay: '0', num_retry: '3'});
  const tpuUrl = new URL(captureUrl(tpu.params));
  expect(tpuUrl.searchParams.get('is_tpu_name')).toBe('true');
  expect(tpuUrl.searchParams.get('service_addr')).toBe('my-tpu');
  expect(tpuUrl.searchParams.get('worker_list')).toBe('10.0.0.2,10.0.0.3');
  // A `&` or `#` in a field stays inside its parameter.
  expect(new URL(captureUrl({...tpu.params, service_addr: 'a&duration=1#x'})).searchParams.get('service_addr')).toBe('a&duration=1#x');
});

test('the dialog has TensorBoard\'s fields and defaults; TPU mode shows the worker list', () => {
  const dialog = openCaptureDialog();
  expect(dialog.open).toBe(true);
  const value = (name) => dialog.querySelector(`[name=${name}]`).value;
  expect(value('duration')).toBe('2000');
  expect(value('delay')).toBe('0');
  expect(value('num_retry')).toBe('3');
  expect(value('host_tracer_level')).toBe('2');
  expect(value('device_tracer_level')).toBe('1');
  expect(value('python_tracer_level')).toBe('0');
  const options = (name) => [...dialog.querySelectorAll(`select[name=${name}] option`)].map((o) => [o.value, o.textContent]);
  expect(options('host_tracer_level')).toEqual([['1', 'critical (1)'], ['2', 'info (2)'], ['3', 'verbose (3)']]);
  expect(options('device_tracer_level')).toEqual([['0', 'off (0)'], ['1', 'on (1)']]);
  expect(options('python_tracer_level')).toEqual([['0', 'off (0)'], ['1', 'on (1)']]);
  const workers = dialog.querySelector('[name=worker_list]').closest('label');
  expect(workers.hidden).toBe(true);
  const tpu = dialog.querySelector('input[value=tpu]');
  tpu.checked = true;
  tpu.dispatchEvent(new Event('change'));
  expect(workers.hidden).toBe(false);
  expect(dialog.textContent).toContain('TPU name');
});

test('the address help follows the mode: profiler URLs, or a TPU name and its workers', () => {
  const dialog = openCaptureDialog();
  const help = dialog.querySelector('[name=service_addr]').closest('label').querySelector('.tbp-help');
  const address = dialog.querySelector('[name=service_addr]');
  expect(help.textContent).toMatch(/start_server\(6000\).*commas/);
  const mode = (value) => {
    const radio = dialog.querySelector(`input[value=${value}]`);
    radio.checked = true;
    radio.dispatchEvent(new Event('change'));
  };
  mode('tpu');
  expect(help.textContent).toMatch(/name of a Cloud TPU/);
  expect(help.textContent).toContain('8466');
  expect(help.textContent).not.toMatch(/start_server|host:port|HOSTNAME|commas/);
  expect(address.placeholder).toBe('my-tpu-name');
  const workers = dialog.querySelector('[name=worker_list]').closest('label').querySelector('.tbp-help');
  expect(workers.textContent).toMatch(/Empty: all workers of the TPU.*8466.*commas/);
  mode('ip');
  expect(help.textContent).toMatch(/start_server\(6000\)/);
  expect(address.placeholder).toBe('HOSTNAME:6000, HOST2:6000');
});

test('invalid fields show inline messages and send nothing', () => {
  const {fetch} = pendingFetch();
  vi.stubGlobal('fetch', fetch);
  const dialog = openCaptureDialog();
  fill(dialog, {service_addr: '', duration: 'abc'});
  submit(dialog);
  expect(fetch).not.toHaveBeenCalled();
  const address = dialog.querySelector('[name=service_addr]');
  const addressError = dialog.querySelector(`#${address.getAttribute('aria-describedby')}`);
  expect(address.getAttribute('aria-invalid')).toBe('true');
  expect(addressError.hidden).toBe(false);
  expect(addressError.textContent).toMatch(/address of a profiler server/);
  const duration = dialog.querySelector('[name=duration]');
  expect(duration.getAttribute('aria-invalid')).toBe('true');
  expect(dialog.querySelector(`#${duration.getAttribute('aria-describedby')}`).textContent).toMatch(/whole number/);
  expect(document.activeElement).toBe(address);
  // Typing clears the field's message.
  fill(dialog, {service_addr: 'h:6000'});
  expect(addressError.hidden).toBe(true);
  expect(address.hasAttribute('aria-invalid')).toBe(false);
});

test('progress fills over delay + duration, then turns indeterminate', () => {
  vi.useFakeTimers();
  const p = captureProgress({service_addr: 'h:6000', is_tpu_name: 'false', duration: '2000', delay: '1000'});
  document.body.append(p.element);
  const track = p.element.querySelector('[role=progressbar]');
  const label = () => p.element.querySelector('.tbp-progress-label').textContent;
  expect(track.getAttribute('aria-valuenow')).toBe('0');
  expect(label()).toBe('Waiting 1.0 s before profiling h:6000…');
  vi.advanceTimersByTime(1500);
  expect(track.getAttribute('aria-valuenow')).toBe('50');
  expect(label()).toBe('Profiling h:6000 for 2.0 s…');
  vi.advanceTimersByTime(1200);
  expect(track.getAttribute('aria-valuenow')).toBe('90');
  vi.advanceTimersByTime(400);
  expect(track.hasAttribute('aria-valuenow')).toBe(false);
  expect(p.element.classList.contains('tbp-progress-indeterminate')).toBe(true);
  expect(label()).toBe('Collecting the profile from h:6000…');
  expect(vi.getTimerCount()).toBe(0); // the ticker stopped
  p.stop();
  const several = captureProgress({service_addr: 'a:1,b:2,c:3', is_tpu_name: 'false', duration: '500', delay: '0'});
  expect(several.element.textContent).toBe('Profiling 3 hosts for 500 ms…');
  several.stop();
});

test('submit: the form is disabled, progress shows; a success reloads the run', async () => {
  vi.useFakeTimers();
  const {fetch, calls, answer} = pendingFetch();
  vi.stubGlobal('fetch', fetch);
  const onCaptured = vi.fn();
  const dialog = openCaptureDialog({onCaptured});
  fill(dialog, {service_addr: '127.0.0.1:6000', duration: '500'});
  dialog.querySelector('[name=host_tracer_level]').value = '3';
  submit(dialog);
  expect(calls).toHaveLength(1);
  const url = new URL(calls[0].url);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    service_addr: '127.0.0.1:6000', is_tpu_name: 'false', duration: '500', num_retry: '3', worker_list: '',
    host_tracer_level: '3', device_tracer_level: '1', python_tracer_level: '0', delay: '0',
  });
  expect(dialog.querySelector('fieldset.tbp-capture-fields').disabled).toBe(true);
  expect(dialog.querySelector('button[type=submit]').disabled).toBe(true);
  const cancel = dialog.querySelector('.tbp-actions button[type=button]');
  expect(cancel.textContent).toBe('Cancel');
  expect(cancel.disabled).toBe(false);
  const track = dialog.querySelector('.tbp-capture-progress [role=progressbar]');
  vi.advanceTimersByTime(300); // ticks every 100 ms
  expect(track.getAttribute('aria-valuenow')).toBe('60');
  vi.advanceTimersByTime(300);
  expect(track.hasAttribute('aria-valuenow')).toBe(false); // collecting…
  answer(reply(200, SUCCESS));
  await vi.runAllTimersAsync();
  expect(dialog.querySelector('.tbp-capture-progress').childElementCount).toBe(0);
  expect(dialog.querySelector('fieldset.tbp-capture-fields').disabled).toBe(false);
  expect(cancel.textContent).toBe('Close');
  const status = dialog.querySelector('.tbp-capture-status');
  expect(status.querySelector('.tbp-ok').textContent).toBe(SUCCESS.result);
  expect(status.querySelector('[role=alert]')).toBeNull();
  const rows = [...status.querySelectorAll('tbody tr')].map((tr) => [...tr.cells].map((td) => td.textContent));
  expect(rows).toEqual([['127.0.0.1:6000', '✓ captured', '1', '127.0.0.1_6000.xplane.pb']]);
  expect(onCaptured).toHaveBeenCalledWith('2026_11_22_07_10_00');
  expect(dialog.open).toBe(true); // the outcome stays readable
  cancel.click();
  expect(dialog.isConnected).toBe(false);
});

test('a partial failure is a success with a warning and the failed host', async () => {
  const {fetch, answer} = pendingFetch();
  vi.stubGlobal('fetch', fetch);
  const onCaptured = vi.fn();
  const dialog = openCaptureDialog({onCaptured});
  fill(dialog, {service_addr: '127.0.0.1:6000,127.0.0.1:6001', duration: '100'});
  submit(dialog);
  answer(reply(200, PARTIAL));
  await flush();
  const status = dialog.querySelector('.tbp-capture-status');
  expect(status.querySelector('.tbp-warning').textContent).toBe(PARTIAL.result);
  expect(status.textContent).toContain('1 of 2 hosts failed');
  const rows = [...status.querySelectorAll('tbody tr')].map((tr) => [...tr.cells].map((td) => td.textContent));
  expect(rows).toEqual([
    ['127.0.0.1:6000', '✓ captured', '1', '127.0.0.1_6000.xplane.pb'],
    ['127.0.0.1:6001', '✗ failed', '4', 'UNAVAILABLE: connection refused'],
  ]);
  expect(status.querySelectorAll('tr.tbp-capture-host-failed')).toHaveLength(1);
  expect(onCaptured).toHaveBeenCalledWith(PARTIAL.run);
});

test('a 502 shows the error and the hosts; the dialog stays open for another try', async () => {
  const {fetch, answer} = pendingFetch();
  vi.stubGlobal('fetch', fetch);
  const onCaptured = vi.fn();
  const dialog = openCaptureDialog({onCaptured});
  fill(dialog, {service_addr: '127.0.0.1:1', duration: '100'});
  submit(dialog);
  answer(reply(502, FAILED, 'Bad Gateway'));
  await flush();
  const alert = dialog.querySelector('.tbp-capture-status [role=alert]');
  expect(alert.textContent).toBe(`Capture failed: ${FAILED.error}`);
  const rows = [...dialog.querySelectorAll('.tbp-capture-status tbody tr')].map((tr) => [...tr.cells].map((td) => td.textContent));
  expect(rows).toEqual([['127.0.0.1:1', '✗ failed', '4', 'UNAVAILABLE: connection refused']]);
  expect(onCaptured).not.toHaveBeenCalled();
  expect(dialog.open).toBe(true);
  expect(dialog.querySelector('button[type=submit]').disabled).toBe(false);
  expect(document.activeElement).toBe(dialog.querySelector('[name=service_addr]'));
  // Another try replaces the outcome.
  fill(dialog, {service_addr: '127.0.0.1:6000'});
  submit(dialog);
  expect(dialog.querySelector('.tbp-capture-status').childElementCount).toBe(0);
  answer(reply(200, SUCCESS));
  await flush();
  expect(onCaptured).toHaveBeenCalledWith(SUCCESS.run);
  expect(dialog.querySelector('.tbp-capture-status [role=alert]')).toBeNull();
});

test('an error the summary already quotes is not repeated in the table', () => {
  const error = 'After 2 attempts, cannot reach a profiler server at 127.0.0.1:1 (UNAVAILABLE).';
  const single = outcomeView({ok: false, body: {error, hosts: [{address: '127.0.0.1:1', ok: false, attempts: 2, error}]}});
  expect([...single.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['Host', 'Result', 'Attempts']);
  expect([...single.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['127.0.0.1:1', '✗ failed', '2']);
  const result = `Captured 1 of 2 hosts into run r. Not captured: 127.0.0.1:6001: ${error}`;
  const partial = outcomeView({ok: true, body: {result, run: 'r', hosts: [
    SUCCESS.hosts[0], {address: '127.0.0.1:6001', ok: false, attempts: 2, error}]}});
  const rows = [...partial.querySelectorAll('tbody tr')].map((tr) => [...tr.cells].map((td) => td.textContent));
  expect(rows).toEqual([['127.0.0.1:6000', '✓ captured', '1', '127.0.0.1_6000.xplane.pb'], ['127.0.0.1:6001', '✗ failed', '2', '']]);
});

test('a 400 shows its message; non-JSON replies and network errors say what happened', async () => {
  for (const [answer, expected] of [
    [reply(400, {error: "bad address 'h:x': the port must be a number"}), "Capture failed: bad address 'h:x': the port must be a number"],
    [reply(500, 'not json', 'Internal Server Error'), 'Capture failed: 500 Internal Server Error'],
  ]) {
    const pending = pendingFetch();
    vi.stubGlobal('fetch', pending.fetch);
    const dialog = openCaptureDialog();
    fill(dialog, {service_addr: 'h:6000'});
    submit(dialog);
    pending.answer(answer);
    await flush();
    expect(dialog.querySelector('.tbp-capture-status [role=alert]').textContent).toBe(expected);
    expect(dialog.querySelector('.tbp-capture-status table')).toBeNull();
    dialog.remove();
  }
  vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
  const dialog = openCaptureDialog();
  fill(dialog, {service_addr: 'h:6000'});
  submit(dialog);
  await flush();
  expect(dialog.querySelector('.tbp-capture-status [role=alert]').textContent).toBe('Capture failed: Cannot reach the server (Failed to fetch).');
});

test('hostile server text stays text', async () => {
  const hostile = {
    error: HOSTILE,
    hosts: [{address: HOSTILE, host: HOSTILE, ok: false, attempts: HOSTILE, file: '', error: `${HOSTILE}\nsecond line`}],
  };
  const view = outcomeView({ok: false, body: hostile});
  document.body.append(view);
  expect(view.querySelector('img, script')).toBeNull();
  expect(view.querySelector('[role=alert]').textContent).toBe(`Capture failed: ${HOSTILE}`);
  const cells = [...view.querySelectorAll('td')].map((td) => td.textContent);
  expect(cells).toEqual([HOSTILE, '✗ failed', HOSTILE, `${HOSTILE}\nsecond line`]);
  const ok = outcomeView({ok: true, body: {result: HOSTILE, run: HOSTILE, hosts: [{address: HOSTILE, ok: true, attempts: 1, file: HOSTILE}]}});
  expect(ok.querySelector('img, script')).toBeNull();
  expect(ok.querySelector('.tbp-ok').textContent).toBe(HOSTILE);
  // Garbage shapes do not throw.
  expect(() => outcomeView({ok: false, body: {hosts: [null, 'x', {}]}})).not.toThrow();
  expect(window.__xss).toBeUndefined();
});

test('closing during a capture aborts the request and leaves the page clean', async () => {
  vi.useFakeTimers();
  const {fetch, calls} = pendingFetch();
  vi.stubGlobal('fetch', fetch);
  const onCaptured = vi.fn();
  const dialog = openCaptureDialog({onCaptured});
  fill(dialog, {service_addr: 'h:6000'});
  submit(dialog);
  const cancel = dialog.querySelector('.tbp-actions button[type=button]');
  expect(cancel.textContent).toBe('Cancel');
  cancel.click();
  expect(calls[0].init.signal.aborted).toBe(true);
  expect(dialog.isConnected).toBe(false);
  await vi.runAllTimersAsync();
  expect(vi.getTimerCount()).toBe(0);
  expect(onCaptured).not.toHaveBeenCalled();
  expect(document.querySelectorAll('dialog')).toHaveLength(0);
});
