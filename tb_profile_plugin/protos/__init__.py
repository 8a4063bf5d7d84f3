"""Generated protobuf modules (scripts/gen_protos.py). Never edit by hand."""
