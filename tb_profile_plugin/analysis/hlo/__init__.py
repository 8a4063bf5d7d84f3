"""The XLA programs a profile carries (HLO protos), for the tools that read them.

- modules.py: the registry of a profile's modules, each parsed once;
- shapes.py: type names, the text of a shape, its bytes;
- instructions.py: the instruction table of a module (op_profile,
  tensorflow_stats, memory_viewer), op categories, FLOPs estimates;
- text.py: an instruction as HLO text;
- heap.py: memory_viewer's heap simulation replayed.

Hostile modules: every walk over a module is iterative and bounded (tuples
within tuples MAX_SHAPE_DEPTH levels deep, fusions within fusions
MAX_CALL_DEPTH levels, no call cycle). A malformed module raises ProfileError
naming the file and the module (HTTP 422), or is left out of op tables with a
reason (`problems`), never a hang or a RecursionError; the profile's other
modules stay readable.
"""

from .heap import (HeapAnalysis, buffer_details, default_memory_space, entry_computation, heap_analysis,
                   memory_space_name, memory_spaces, num_instructions)
from .instructions import MAX_CALL_DEPTH, Instructions, category_from_name, problems, table, tables
from .modules import module_names, parsed, program_id, resolve
from .shapes import MAX_SHAPE_DEPTH

__all__ = [
    "HeapAnalysis", "Instructions", "MAX_CALL_DEPTH", "MAX_SHAPE_DEPTH", "buffer_details", "category_from_name",
    "default_memory_space", "entry_computation", "heap_analysis", "memory_space_name", "memory_spaces",
    "module_names", "num_instructions", "parsed", "problems", "program_id", "resolve", "table", "tables",
]
