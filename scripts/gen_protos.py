"""Regenerate tb_profile_plugin/protos/*_pb2*.py from protos/*.proto.

Run from anywhere: `python scripts/gen_protos.py`. Needs grpcio-tools (a dev
dependency, pinned in pyproject so the output is reproducible). The test
tests/test_protos.py fails when the committed files differ from this output.
"""

import pathlib
import re
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
PROTO_DIR = ROOT / "protos"
OUT_DIR = ROOT / "tb_profile_plugin" / "protos"
# Protos that define gRPC services get a *_pb2_grpc.py as well.
SERVICES = {"profiler_service.proto"}


def generate(out_dir: pathlib.Path) -> list[pathlib.Path]:
    """Writes the generated modules into out_dir; returns their paths."""
    from grpc_tools import protoc
    import grpc_tools

    include = pathlib.Path(grpc_tools.__file__).parent / "_proto"
    protos = sorted(PROTO_DIR.glob("*.proto"))
    for proto in protos:
        args = ["protoc", f"-I{PROTO_DIR}", f"-I{include}", f"--python_out={out_dir}"]
        if proto.name in SERVICES:
            args.append(f"--grpc_python_out={out_dir}")
        if protoc.main(args + [str(proto)]) != 0:
            raise SystemExit(f"protoc failed on {proto}")
    written = sorted(out_dir.glob("*_pb2*.py"))
    for path in written:
        # protoc emits top-level imports (`import xplane_pb2`); make them
        # package-relative so the modules work inside tb_profile_plugin.protos.
        text = path.read_text()
        text = re.sub(r"^import (\w+_pb2) as", r"from . import \1 as", text, flags=re.M)
        # Register in our own descriptor pool: TensorFlow or XProf loaded in
        # the same process register the same message names in the default
        # pool, and a second registration of a name is an error.
        text = text.replace(
            "_descriptor_pool.Default()", "_pool.POOL"
        ).replace(
            "from google.protobuf import descriptor_pool as _descriptor_pool\n",
            "from google.protobuf import descriptor_pool as _descriptor_pool\nfrom . import _pool\n",
        )
        path.write_text(text)
    return written


def main() -> int:
    OUT_DIR.mkdir(parents=True, exist_ok=True)
    for old in OUT_DIR.glob("*_pb2*.py"):
        old.unlink()
    for path in generate(OUT_DIR):
        print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
