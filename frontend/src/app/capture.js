// The Capture Profile dialog: the fields of TensorBoard's profiler dialog. It
// calls the capture_profile route, shows progress while the server profiles,
// and reports the answer per host in place. Everything the server says is
// inserted as text.

import {el, clear} from '../lib/dom.js';
import {requestCapture} from '../lib/api.js';
import {formatRoughMs} from '../lib/format.js';
import {progress} from '../components/progress.js';

// TensorBoard's level names and defaults.
export const HOST_LEVELS = [[1, 'critical'], [2, 'info'], [3, 'verbose']];
export const DEVICE_LEVELS = [[0, 'off'], [1, 'on']];
export const PYTHON_LEVELS = [[0, 'off'], [1, 'on']];
export const DEFAULTS = {duration: 2000, delay: 0, num_retry: 3, host_tracer_level: 2, device_tracer_level: 1, python_tracer_level: 0};

// The route's parameters, in the order of the contract (docs/http_api.md).
const WHOLE = /^\d+$/;

/**
 * Checks the raw field values (strings) and builds the route's parameters.
 * fields: {tpu: bool, service_addr, worker_list, duration, delay, num_retry,
 * host_tracer_level, device_tracer_level, python_tracer_level}
 * -> {params, errors}: errors maps a field name to the message shown under it.
 */
export function validate(fields) {
  const errors = {};
  const tpu = Boolean(fields.tpu);
  const entries = String(fields.service_addr ?? '').split(',').map((s) => s.trim());
  if (!entries.join('')) {
    errors.service_addr = tpu ? 'Enter the name of the TPU to profile.'
      : 'Enter the address of a profiler server, e.g. localhost:6000 (several: separate with commas).';
  } else if (entries.some((s) => !s)) {
    errors.service_addr = `Entry ${entries.findIndex((s) => !s) + 1} of the list is empty: remove the extra comma.`;
  } else if (tpu && entries.length > 1) {
    errors.service_addr = 'Enter one TPU name; list its workers below.';
  }
  const number = (name, min, what) => {
    const raw = String(fields[name] ?? '').trim();
    if (!WHOLE.test(raw) || Number(raw) < min) errors[name] = `${what} must be a whole number${min ? ` of at least ${min}` : ''}.`;
    return raw;
  };
  const duration = number('duration', 1, 'The duration (ms)');
  const delay = number('delay', 0, 'The delay (ms)');
  const retries = number('num_retry', 0, 'The number of retries');
  const params = {
    service_addr: entries.join(','),
    is_tpu_name: tpu ? 'true' : 'false',
    duration: duration.replace(/^0+(?=\d)/, ''),
    num_retry: retries.replace(/^0+(?=\d)/, ''),
    worker_list: tpu ? String(fields.worker_list ?? '').split(',').map((s) => s.trim()).filter(Boolean).join(',') : '',
    host_tracer_level: String(fields.host_tracer_level ?? DEFAULTS.host_tracer_level),
    device_tracer_level: String(fields.device_tracer_level ?? DEFAULTS.device_tracer_level),
    python_tracer_level: String(fields.python_tracer_level ?? DEFAULTS.python_tracer_level),
    delay: delay.replace(/^0+(?=\d)/, ''),
  };
  return {params, errors};
}

// The route's URL and request live in lib/api.js (the one module that talks to the server).
export {captureUrl, requestCapture} from '../lib/api.js';

function text(value) {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * The per-host outcome as a table: address, captured or failed, attempts, and
 * the file or the error. An error the summary above already quotes is not
 * repeated (the server's summary names each failed host); the Details column
 * goes when nothing is left in it.
 */
export function hostsTable(hosts, summary = '') {
  if (!Array.isArray(hosts) || !hosts.length) return null;
  const rows = hosts.map((h) => {
    const ok = Boolean(h && h.ok === true);
    const detail = text(h && (ok ? h.file : h.error));
    return {h: h || {}, ok, detail: !ok && detail && summary.includes(detail) ? '' : detail};
  });
  const details = rows.some((r) => r.detail);
  return el('table', {class: details ? 'tbp-capture-hosts' : 'tbp-capture-hosts tbp-capture-hosts-compact'},
    el('thead', {}, el('tr', {}, ['Host', 'Result', 'Attempts', details ? 'Details' : null].filter(Boolean)
      .map((name) => el('th', {scope: 'col', text: name})))),
    el('tbody', {}, rows.map(({h, ok, detail}) => el('tr', {class: ok ? 'tbp-capture-host-ok' : 'tbp-capture-host-failed'},
      el('td', {class: 'tbp-capture-host', title: text(h.host) || undefined, text: text(h.address || h.host)}),
      el('td', {class: 'tbp-capture-result', text: ok ? '✓ captured' : '✗ failed'}),
      el('td', {class: 'tbp-num', text: text(h.attempts)}),
      details ? el('td', {class: ok ? 'tbp-capture-file' : 'tbp-capture-error', text: detail}) : null))));
}

/**
 * The server's answer as nodes: a summary line (an alert when nothing was
 * captured) and the per-host table.
 */
export function outcomeView({ok, body}) {
  const hosts = Array.isArray(body.hosts) ? body.hosts : [];
  if (ok) {
    const failed = hosts.filter((h) => !(h && h.ok === true)).length;
    return el('div', {class: 'tbp-capture-outcome'},
      el('p', {class: failed ? 'tbp-capture-summary tbp-warning' : 'tbp-capture-summary tbp-ok',
        text: text(body.result) || 'Capture done.'}),
      failed ? el('p', {class: 'tbp-help', text: `${failed} of ${hosts.length} hosts failed; the run holds the others.`}) : null,
      hostsTable(hosts, text(body.result)));
  }
  return el('div', {class: 'tbp-capture-outcome'},
    el('p', {class: 'tbp-capture-summary tbp-error', role: 'alert', text: `Capture failed: ${text(body.error)}`}),
    hostsTable(hosts, text(body.error)));
}

function targetLabel(params) {
  if (params.is_tpu_name === 'true') return `TPU ${params.service_addr}`;
  const n = params.service_addr.split(',').length;
  return n > 1 ? `${n} hosts` : params.service_addr;
}

/**
 * A bar that fills over delay + duration (the server waits, then profiles),
 * then turns indeterminate while the server collects and writes the profile.
 * -> {element, stop()}
 */
export function captureProgress(params, {tickMs = 100} = {}) {
  const delay = Number(params.delay) || 0;
  const duration = Number(params.duration) || 0;
  const total = delay + duration;
  const who = targetLabel(params);
  const bar = progress();
  const start = Date.now();
  let phase = '';
  const tick = () => {
    const t = Date.now() - start;
    const next = t >= total ? 'collect' : t < delay ? 'delay' : 'profile';
    const label = next === phase ? undefined
      : next === 'delay' ? `Waiting ${formatRoughMs(delay)} before profiling ${who}…`
        : next === 'profile' ? `Profiling ${who} for ${formatRoughMs(duration)}…`
          : `Collecting the profile from ${who}…`;
    phase = next;
    if (next === 'collect') {
      bar.set(null, label);
      clearInterval(timer);
    } else {
      bar.set(t / total, label);
    }
  };
  const timer = setInterval(tick, tickMs);
  tick();
  return {element: bar.element, stop: () => clearInterval(timer)};
}

function field(label, input, {help, className} = {}) {
  const error = el('span', {class: 'tbp-field-error', id: `tbp-capture-${input.name}-error`, hidden: true});
  const wrap = el('label', {class: `tbp-field${className ? ` ${className}` : ''}`},
    typeof label === 'string' ? el('span', {class: 'tbp-field-label', text: label}) : label, input,
    help ? el('span', {class: 'tbp-help', text: help}) : null, error);
  return {wrap, input, error, help: wrap.querySelector('.tbp-help')};
}

function levelSelect(name, levels, value) {
  return el('select', {name}, levels.map(([v, label]) => el('option', {value: String(v), text: `${label} (${v})`, selected: v === value})));
}

function numberInput(name, min, value) {
  return el('input', {name, type: 'number', min: String(min), step: '1', value: String(value), inputmode: 'numeric'});
}

/**
 * Opens the dialog. After a capture that stored at least one host,
 * `onCaptured(runName)` is called (the app reloads its runs and selects it);
 * the dialog stays open with the per-host outcome until closed.
 */
export function openCaptureDialog({onCaptured} = {}) {
  const address = el('input', {name: 'service_addr', type: 'text', autocomplete: 'off', spellcheck: 'false',
    placeholder: 'HOSTNAME:6000, HOST2:6000'});
  const ipMode = el('input', {type: 'radio', name: 'address_type', value: 'ip', checked: true});
  const tpuMode = el('input', {type: 'radio', name: 'address_type', value: 'tpu'});
  const addressLabel = el('span', {class: 'tbp-field-label', text: 'Profile Service URL(s)'});
  const addressHelp = 'The program serves its profiler, e.g. tf.profiler.experimental.server.start(6000) or '
    + 'jax.profiler.start_server(6000). Separate several workers with commas.';
  const tpuHelp = 'The name of a Cloud TPU (as in gcloud compute tpus list), e.g. my-tpu: its workers are looked up '
    + 'and profiled on port 8466. The lookup needs cloud-tpu-client or TensorFlow on the server.';
  const fields = {
    service_addr: field(addressLabel, address, {help: addressHelp}),
    worker_list: field('TPU worker IPs to profile',
      el('input', {name: 'worker_list', type: 'text', autocomplete: 'off', placeholder: 'optional: 10.0.0.2, 10.0.0.3'}),
      {help: 'Empty: all workers of the TPU (looked up by its name). Otherwise the workers to profile, '
        + 'as IP or host[:port] (port 8466 unless given), separated by commas; no lookup is made then.'}),
    duration: field('Profiling duration (ms)', numberInput('duration', 1, DEFAULTS.duration)),
    delay: field('Delay before start (ms)', numberInput('delay', 0, DEFAULTS.delay)),
    num_retry: field('Retries', numberInput('num_retry', 0, DEFAULTS.num_retry),
      {help: 'Extra attempts per host that fails or returns no trace events.'}),
    host_tracer_level: field('Host trace level', levelSelect('host_tracer_level', HOST_LEVELS, DEFAULTS.host_tracer_level)),
    device_tracer_level: field('Device trace level', levelSelect('device_tracer_level', DEVICE_LEVELS, DEFAULTS.device_tracer_level)),
    python_tracer_level: field('Python trace level', levelSelect('python_tracer_level', PYTHON_LEVELS, DEFAULTS.python_tracer_level)),
  };
  fields.worker_list.wrap.hidden = true;
  const setMode = () => {
    const tpu = tpuMode.checked;
    addressLabel.textContent = tpu ? 'TPU name' : 'Profile Service URL(s)';
    address.placeholder = tpu ? 'my-tpu-name' : 'HOSTNAME:6000, HOST2:6000';
    fields.service_addr.help.textContent = tpu ? tpuHelp : addressHelp;
    fields.worker_list.wrap.hidden = !tpu;
    showErrors({});
  };
  ipMode.addEventListener('change', setMode);
  tpuMode.addEventListener('change', setMode);

  function showErrors(errors) {
    for (const [name, f] of Object.entries(fields)) {
      const message = errors[name];
      f.error.textContent = message || '';
      f.error.hidden = !message;
      if (message) {
        f.input.setAttribute('aria-invalid', 'true');
        f.input.setAttribute('aria-describedby', f.error.id);
      } else {
        f.input.removeAttribute('aria-invalid');
        f.input.removeAttribute('aria-describedby');
      }
    }
  }
  for (const f of Object.values(fields)) {
    f.input.addEventListener('input', () => {
      f.error.hidden = true;
      f.input.removeAttribute('aria-invalid');
    });
  }

  const inputs = el('fieldset', {class: 'tbp-capture-fields'},
    el('fieldset', {class: 'tbp-radio-row'}, el('legend', {text: 'Address type'}),
      el('label', {}, ipMode, ' IP address'), el('label', {}, tpuMode, ' TPU name')),
    fields.service_addr.wrap,
    fields.worker_list.wrap,
    el('div', {class: 'tbp-capture-grid'}, fields.duration.wrap, fields.delay.wrap, fields.num_retry.wrap),
    el('div', {class: 'tbp-capture-grid'}, fields.host_tracer_level.wrap, fields.device_tracer_level.wrap,
      fields.python_tracer_level.wrap));
  const progressBox = el('div', {class: 'tbp-capture-progress'});
  const status = el('div', {class: 'tbp-capture-status', role: 'status'});
  const submit = el('button', {type: 'submit', class: 'tbp-button tbp-primary', text: 'Capture'});
  const cancel = el('button', {type: 'button', class: 'tbp-button', text: 'Close'});
  const form = el('form', {class: 'tbp-capture-form', novalidate: true},
    el('h2', {text: 'Capture Profile'}),
    inputs, progressBox, status,
    el('div', {class: 'tbp-actions'}, submit, cancel));
  const dialog = el('dialog', {class: 'tbp-dialog tbp-capture-dialog', 'aria-label': 'Capture Profile'}, form);
  document.body.append(dialog);

  let running = null; // {controller, bar} while a request is out
  const finish = () => {
    if (!running) return;
    running.bar.stop();
    running = null;
    clear(progressBox);
    inputs.disabled = false;
    submit.disabled = false;
    cancel.textContent = 'Close';
  };
  const close = () => {
    // Closing stops waiting; the server still finishes a capture it started
    // (Reload then shows the run).
    if (running) running.controller.abort();
    finish();
    if (dialog.open) dialog.close();
    dialog.remove();
  };
  cancel.addEventListener('click', close);
  dialog.addEventListener('close', close); // Escape, or close() from outside

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (running) return;
    const {params, errors} = validate({
      tpu: tpuMode.checked,
      ...Object.fromEntries(Object.entries(fields).map(([name, f]) => [name, f.input.value])),
    });
    showErrors(errors);
    const invalid = Object.keys(errors);
    if (invalid.length) {
      fields[invalid[0]].input.focus();
      return;
    }
    const controller = new AbortController();
    const bar = captureProgress(params);
    running = {controller, bar};
    inputs.disabled = true;
    submit.disabled = true;
    cancel.textContent = 'Cancel';
    clear(status);
    progressBox.append(bar.element,
      el('p', {class: 'tbp-help', text: 'Cancel stops waiting here; a capture already under way still finishes on the server.'}));
    let reply;
    try {
      reply = await requestCapture(params, {signal: controller.signal});
    } catch (e) {
      if (e.name === 'AbortError') return; // closed by the user
      reply = {ok: false, status: 0, body: {error: String(e.message || e)}};
    }
    if (running?.controller !== controller) return;
    finish();
    status.append(outcomeView(reply));
    if (reply.ok) {
      cancel.focus();
      if (onCaptured) onCaptured(typeof reply.body.run === 'string' ? reply.body.run : null);
    } else {
      address.focus();
    }
  });
  dialog.showModal();
  address.focus();
  return dialog;
}
