"""The descriptor pool our generated protos register in (not the default one).

TensorFlow, XProf and TensorBoard may register messages with the same full
names (`tensorflow.profiler.XSpace`, `tensorflow.ProfilerService`) in the
default pool of the same process; a private pool keeps both working.
"""

from google.protobuf import descriptor_pool

POOL = descriptor_pool.DescriptorPool()
