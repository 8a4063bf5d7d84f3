// The Capture Profile dialog: the fields of TensorBoard's profiler. It calls
// the capture_profile route and reports the server's answer in place.

import {el, clear} from '../lib/dom.js';
import {api, ApiError} from '../lib/api.js';
import {progress} from '../components/progress.js';

function field(label, input, help) {
  return el('label', {class: 'tbp-field'}, el('span', {class: 'tbp-field-label', text: label}), input,
    help ? el('span', {class: 'tbp-help', text: help}) : null);
}

function levelSelect(name, levels, value) {
  return el('select', {name}, levels.map(([v, text]) => el('option', {value: String(v), text, selected: v === value})));
}

/** Opens the dialog; `onCaptured(runName)` is called after a successful capture. */
export function openCaptureDialog({onCaptured} = {}) {
  const address = el('input', {name: 'service_addr', type: 'text', required: true, autocomplete: 'off',
    placeholder: 'HOSTNAME:6000, HOST2:6000', 'aria-label': 'Profile Service URL(s) or TPU name'});
  const ipMode = el('input', {type: 'radio', name: 'address_type', value: 'ip', checked: true});
  const tpuMode = el('input', {type: 'radio', name: 'address_type', value: 'tpu'});
  const addressLabel = el('span', {class: 'tbp-field-label', text: 'Profile Service URL(s)'});
  const workers = el('input', {name: 'worker_list', type: 'text', placeholder: 'optional: 10.0.0.2,10.0.0.3'});
  const workersField = field('TPU worker IPs to profile', workers, 'Only for a TPU name; empty = all workers.');
  workersField.hidden = true;
  const setMode = () => {
    const tpu = tpuMode.checked;
    addressLabel.textContent = tpu ? 'TPU name' : 'Profile Service URL(s)';
    address.placeholder = tpu ? 'my-tpu-name' : 'HOSTNAME:6000, HOST2:6000';
    workersField.hidden = !tpu;
  };
  ipMode.addEventListener('change', setMode);
  tpuMode.addEventListener('change', setMode);

  const duration = el('input', {name: 'duration', type: 'number', min: '1', max: '3600000', step: '1', value: '1000', required: true});
  const retries = el('input', {name: 'num_retry', type: 'number', min: '0', max: '100', step: '1', value: '3', required: true});
  const delay = el('input', {name: 'delay', type: 'number', min: '0', max: '3600000', step: '1', value: '0', required: true});
  const hostLevel = levelSelect('host_tracer_level', [[0, '0 (off)'], [1, '1 (critical)'], [2, '2 (info)'], [3, '3 (verbose)']], 2);
  const deviceLevel = levelSelect('device_tracer_level', [[0, '0 (off)'], [1, '1 (on)'], [2, '2 (verbose)']], 1);
  const pythonLevel = levelSelect('python_tracer_level', [[0, '0 (off)'], [1, '1 (on)']], 0);

  const status = el('div', {class: 'tbp-capture-status', role: 'status'});
  const submit = el('button', {type: 'submit', class: 'tbp-button tbp-primary', text: 'Capture'});
  const cancel = el('button', {type: 'button', class: 'tbp-button', text: 'Close'});
  const form = el('form', {class: 'tbp-capture-form', method: 'dialog'},
    el('h2', {text: 'Capture Profile'}),
    el('fieldset', {class: 'tbp-radio-row'}, el('legend', {text: 'Address type'}),
      el('label', {}, ipMode, ' IP address'), el('label', {}, tpuMode, ' TPU name')),
    el('label', {class: 'tbp-field'}, addressLabel, address,
      el('span', {class: 'tbp-help', text: 'A running program started a profiler server, e.g. tf.profiler.experimental.server.start(6000) or jax.profiler.start_server(6000). Separate several workers with commas.'})),
    workersField,
    field('Profiling duration (ms)', duration),
    field('Host trace level', hostLevel),
    field('Device trace level', deviceLevel),
    field('Python trace level', pythonLevel),
    field('Automatically retry N times when no trace event is collected', retries),
    field('Delay before profiling starts (ms)', delay),
    status,
    el('div', {class: 'tbp-actions'}, submit, cancel));
  const dialog = el('dialog', {class: 'tbp-dialog', 'aria-label': 'Capture Profile'}, form);
  document.body.append(dialog);
  const close = () => { dialog.close(); dialog.remove(); };
  cancel.addEventListener('click', close);
  dialog.addEventListener('cancel', () => dialog.remove());

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!form.reportValidity()) return;
    const params = {
      service_addr: address.value.trim(),
      is_tpu_name: tpuMode.checked ? 'true' : 'false',
      worker_list: tpuMode.checked ? workers.value.trim() : '',
      duration: duration.value,
      num_retry: retries.value,
      delay: delay.value,
      host_tracer_level: hostLevel.value,
      device_tracer_level: deviceLevel.value,
      python_tracer_level: pythonLevel.value,
    };
    submit.disabled = true;
    const bar = progress(`Capturing ${params.duration} ms from ${params.service_addr}`);
    clear(status).append(bar.element);
    try {
      const reply = await api.capture(params);
      clear(status).append(el('p', {class: 'tbp-ok', text: reply.result || 'Capture done.'}));
      if (onCaptured) {
        close();
        onCaptured(reply.run || null);
      }
    } catch (e) {
      const message = e instanceof ApiError ? e.message : String(e.message || e);
      clear(status).append(el('p', {class: 'tbp-error', role: 'alert', text: `Capture failed: ${message}`}));
    } finally {
      submit.disabled = false;
    }
  });
  dialog.showModal();
  address.focus();
  return dialog;
}
