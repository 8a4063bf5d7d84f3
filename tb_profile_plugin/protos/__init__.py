"""Protobuf messages of the formats we read and the service we call.

The *_pb2 modules are generated (scripts/gen_protos.py; never edit by hand) and
work with every protobuf runtime from PROTOBUF_MIN on; profiler_service_grpc.py
is the gRPC stub. Importing the package with an older runtime fails here, with
one message naming the supported range, instead of somewhere deeper.
"""

import re

import google.protobuf

PROTOBUF_MIN = (4, 21, 6)  # the first 4.x (upb) release that TensorFlow 2.15 accepts


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", text)[:3])


if _version(getattr(google.protobuf, "__version__", "0")) < PROTOBUF_MIN:
    raise ImportError(
        f"tb-profile-plugin needs protobuf >= {'.'.join(map(str, PROTOBUF_MIN))} (any newer release "
        f"works), but protobuf {getattr(google.protobuf, '__version__', '?')} is installed: "
        f"pip install 'protobuf>={'.'.join(map(str, PROTOBUF_MIN))}'"
    )
