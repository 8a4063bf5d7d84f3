"""Names of the XSpace format: planes, lines, events and stats, as constants.

These are facts of the format written by TensorFlow, JAX and XLA profilers
(tsl/profiler/utils/xplane_schema.h upstream). Converters use these names, never
string literals of their own.
"""

# Planes.
HOST_PLANE = "/host:CPU"
METADATA_PLANE = "/host:metadata"
TASK_ENV_PLANE = "Task Environment"
DEVICE_PLANE_PREFIX = "/device:"
GPU_PLANE_PREFIX = "/device:GPU:"
TPU_PLANE_PREFIX = "/device:TPU:"
TPU_NON_CORE_PREFIX = "/device:TPU_NON_CORE:"
CUSTOM_PLANE_PREFIX = "/device:CUSTOM:"
PYTHON_TRACER_PLANE = "/host:python-tracer"
CUPTI_DRIVER_PLANE = "/host:CUPTI"
TPU_RUNTIME_PLANE = "/host:TPU"

# Lines of device planes.
STEP_LINE = "Steps"
TF_OPS_LINE = "TensorFlow Ops"
FRAMEWORK_OPS_LINE = "Framework Ops"
XLA_MODULE_LINE = "XLA Modules"
XLA_OP_LINE = "XLA Ops"
XLA_ASYNC_OP_LINE = "Async XLA Ops"
SOURCE_LINE = "Source code"
NAME_SCOPE_LINE = "Framework Name Scope"  # derived by XProf from tf_op (tsl kTensorFlowNameScopeLineName)
COUNTERS_LINE = "_counters_"

# Host event names.
MEMORY_ALLOCATION = "MemoryAllocation"
MEMORY_DEALLOCATION = "MemoryDeallocation"
# A thread pool's work: StartRegion / StopRegion instants, and the Region span
# XProf draws between them.
THREADPOOL_REGION = "ThreadpoolListener::Region"
THREADPOOL_START_REGION = "ThreadpoolListener::StartRegion"
THREADPOOL_STOP_REGION = "ThreadpoolListener::StopRegion"
EXECUTOR_PROCESS = "ExecutorState::Process"
ITERATOR_GET_NEXT = ("IteratorGetNextOp::DoCompute", "IteratorGetNextAsOptionalOp::DoCompute")
# TensorFlow's eager and function-call wrappers (names start with these).
EAGER_EXECUTE_EVENTS = ("EagerExecute", "EagerLocalExecute", "EagerKernelExecute", "FunctionRun")

# Stat names.
STEP_NUM = "step_num"
STEP_ID = "step_id"
GROUP_ID = "group_id"
STEP_NAME = "step_name"
ITER_NUM = "iter_num"
IS_ROOT = "is_root"  # `_r` in TraceMe names
TF_OP = "tf_op"
SOURCE_INFO = "source"  # `file:line` of an XLA op (TPU op metadata)
HLO_OP = "hlo_op"
HLO_MODULE = "hlo_module"
PROGRAM_ID = "program_id"
HLO_PROTO = "Hlo Proto"
FLOPS = "flops"
MODEL_FLOPS = "model_flops"
BYTES_ACCESSED = "bytes_accessed"
DEVICE_DURATION_PS = "device_duration_ps"  # TPU XLA ops: the op's time on the device's clock
DEVICE_OFFSET_PS = "device_offset_ps"  # and its start there
MEMORY_ACCESS_BREAKDOWN = "memory_access_breakdown"  # TPU op metadata: bytes per memory space
DEVICE_ID = "device_id"
CORE_TYPE = "core_type"
KERNEL_DETAILS = "kernel_details"
CORRELATION_ID = "correlation_id"
PROFILE_START_TIME = "profile_start_time"
PROFILE_STOP_TIME = "profile_stop_time"
CHANNEL_ID = "channel_id"
# Flows between events (TraceMe context): producer / consumer id and type,
# and whether the consumer runs asynchronously.
PRODUCER_ID, PRODUCER_TYPE, CONSUMER_ID, CONSUMER_TYPE, IS_ASYNC = "_p", "_pt", "_c", "_ct", "_a"
# Allocator events (MemoryAllocation / MemoryDeallocation).
ALLOCATOR_NAME = "allocator_name"
# The TPU runtime's allocator events name no allocator: the chip (index_on_host) or device.
INDEX_ON_HOST = "index_on_host"
DEVICE_ORDINAL = "device_ordinal"
BYTES_RESERVED = "bytes_reserved"
BYTES_ALLOCATED = "bytes_allocated"
BYTES_AVAILABLE = "bytes_available"
FRAGMENTATION = "fragmentation"
PEAK_BYTES_IN_USE = "peak_bytes_in_use"
REQUESTED_BYTES = "requested_bytes"
ALLOCATION_BYTES = "allocation_bytes"
ADDRESS = "addr"
REGION_TYPE = "region_type"
DATA_TYPE = "data_type"
TENSOR_SHAPE = "shape"

# Plane-level (device capability) stats.
DEV_CAP_PEAK_TERAFLOPS = "peak_teraflops_per_second"
DEV_CAP_PEAK_HBM_BW = "peak_hbm_bw_gigabytes_per_second"
DEV_CAP_CLOCK_RATE_KHZ = "clock_rate"
DEV_CAP_CORE_COUNT = "core_count"
DEV_VENDOR = "device_vendor"
DEV_CAP_MEMORY_BANDWIDTH = "memory_bandwidth"  # GPU planes: bytes/s
DEV_CAP_COMPUTE_CAP_MAJOR = "compute_cap_major"  # GPU planes (AMD: the gfx version's digits)
DEV_CAP_COMPUTE_CAP_MINOR = "compute_cap_minor"
GPU_DEVICE_NAME = "gpu_device_name"  # ROCm: the gfx architecture ("gfx942"); CUDA: the product name
DEVICE_TYPE_STRING = "device_type_string"  # TPU planes: "TPU v6 Lite"
MXU_UTILIZATION = "matrix_unit_utilization_percent"  # TPU performance counters
# op_profile: stats of XLA op events / their metadata.
HLO_CATEGORY = "hlo_category"
DEDUPLICATED_NAME = "deduplicated_name"
RUN_ID = "run_id"

# Stats that are bookkeeping of the profiler, not interesting to a reader.
INTERNAL_STATS = frozenset({PRODUCER_TYPE, CONSUMER_TYPE, PRODUCER_ID, CONSUMER_ID, IS_ASYNC, "_r"})


def is_device_plane(name: str) -> bool:
    return name.startswith(DEVICE_PLANE_PREFIX)


def is_gpu_plane(name: str) -> bool:
    return name.startswith(GPU_PLANE_PREFIX)


def is_tpu_plane(name: str) -> bool:
    return name.startswith(TPU_PLANE_PREFIX)

# TensorFlow's DataType enum (types.proto), as the `data_type` stat of
# allocator events carries it, with the names TensorFlow prints.
TF_DATA_TYPES = {
    0: "", 1: "float", 2: "double", 3: "int32", 4: "uint8", 5: "int16", 6: "int8", 7: "string",
    8: "complex64", 9: "int64", 10: "bool", 11: "qint8", 12: "quint8", 13: "qint32",
    14: "bfloat16", 15: "qint16", 16: "quint16", 17: "uint16", 18: "complex128", 19: "half",
    20: "resource", 21: "variant", 22: "uint32", 23: "uint64",
}

# tf.data: iterator GetNext events are named by the iterator's long name
# (`Iterator::Root::Prefetch::Map`); asynchronous iterators mark the hand-over
# of an element with Produce (background thread) / Consume events that share
# an `element_id`.
TF_DATA_ITERATOR_PREFIX = "Iterator::"
TF_DATA_ITERATOR_ID = "id"
TF_DATA_PARENT_ID = "parent_id"
TF_DATA_ELEMENT_ID = "element_id"
TF_DATA_DATASET_NAME = "name"  # e.g. "PrefetchDataset:3"
TF_DATA_ELEMENT_SHAPES = "shapes"
TF_DATA_ELEMENT_TYPES = "types"
TF_DATA_PRODUCE_EVENTS = ("PrefetchProduce", "ParallelInterleaveProduce", "ParallelMapProduce",
                          "MapAndBatchProduce", "ParseExampleProduce", "ParallelBatchProduce")
TF_DATA_CONSUME_EVENTS = ("PrefetchConsume", "ParallelInterleaveConsume", "ParallelMapConsume",
                          "MapAndBatchConsume", "ParseExampleConsume", "ParallelBatchConsume")
TF_DATA_ASYNC_ITERATORS = frozenset({"Prefetch", "ParallelInterleave", "ParallelMap", "ParseExample",
                                     "MapAndBatch", "DataService", "LegacyParallelInterleave", "ParallelBatch"})
# Its parent_id is the root of a device input pipeline (distribution strategies).
TF_DATA_DEVICE_SECOND_ITERATOR = "Iterator::Prefetch::Generator"

# kernel_stats: the einsum equation stat of TensorFlow op events, and the first
# line id of lines derived from other lines (tsl kThreadIdDerivedMin: Steps,
# TensorFlow Ops, XLA Ops ... on device planes), which hold no kernels.
EQUATION = "equation"
DERIVED_LINE_ID_MIN = 0xDEADBEEF

# memory_viewer: XLA memory spaces (buffer "colors") by number, as XProf's
# memory viewer names them (0 is the device's main memory; 5 the host's).
XLA_MEMORY_SPACES = {0: "HBM", 1: "VMEM", 2: "Sflag", 3: "CMEM", 4: "SMEM", 5: "Host", 6: "SparseCore"}


# -- lines derived from other lines ------------------------------------------------
# tsl's derived thread ids (kThreadIdDerivedMin = 0xdeadbeef and the ids after it
# that tsl hands out: Steps, TensorFlow Ops, XLA Modules/Ops, Source, ...), also
# as the negative int32 some writers store; and the names those lines carry.
# Their events repeat the time of the lines they are derived from.
DERIVED_LINE_ID_SPAN = 290
_DERIVED_ID_STARTS = (DERIVED_LINE_ID_MIN, DERIVED_LINE_ID_MIN - 2**32)
DERIVED_LINE_NAMES = frozenset({
    STEP_LINE, TF_OPS_LINE, FRAMEWORK_OPS_LINE, XLA_MODULE_LINE,
    XLA_OP_LINE, XLA_ASYNC_OP_LINE, SOURCE_LINE, COUNTERS_LINE,
})


def is_derived_line_id(line_id: int) -> bool:
    """A line id in tsl's derived range (how XProf skips derived lines on the host)."""
    return any(lo <= line_id < lo + DERIVED_LINE_ID_SPAN for lo in _DERIVED_ID_STARTS)


def is_derived_line(line) -> bool:
    """A line derived from others, by id or by name (a Line of the model)."""
    return is_derived_line_id(line.id) or line.name in DERIVED_LINE_NAMES
