// What an empty logdir shows: where profiles go and how to make one.

import {el} from '../lib/dom.js';

const TF_SNIPPET = `import tensorflow as tf

tf.profiler.experimental.start("LOGDIR")
for step in range(10):
    with tf.profiler.experimental.Trace("train", step_num=step, _r=1):
        train_step()
tf.profiler.experimental.stop()

# or with Keras:
tf.keras.callbacks.TensorBoard(log_dir="LOGDIR", profile_batch=(10, 15))`;

const JAX_SNIPPET = `import jax

with jax.profiler.trace("LOGDIR"):
    for step in range(10):
        with jax.profiler.StepTraceAnnotation("train", step_num=step):
            state = train_step(state, batch)`;

const SERVER_SNIPPET = `# in the training script
tf.profiler.experimental.server.start(6000)   # TensorFlow
jax.profiler.start_server(6000)               # JAX`;

export function emptyLogdirPage() {
  return el('div', {class: 'tbp-empty-page'},
    el('h2', {text: 'No profile data was found'}),
    el('p', {}, 'The Profile tab reads ', el('code', {text: 'LOGDIR/plugins/profile/<run>/<host>.xplane.pb'}),
      ' (also inside TensorBoard runs: ', el('code', {text: 'LOGDIR/<run>/plugins/profile/…'}),
      '). New runs appear when you press Reload.'),
    el('h3', {text: 'Profile with TensorFlow'}), el('pre', {text: TF_SNIPPET}),
    el('h3', {text: 'Profile with JAX'}), el('pre', {text: JAX_SNIPPET}),
    el('h3', {text: 'Or capture a running program'}),
    el('p', {text: 'Start a profiler server in the program, then press Capture Profile and enter HOSTNAME:6000.'}),
    el('pre', {text: SERVER_SNIPPET}));
}
