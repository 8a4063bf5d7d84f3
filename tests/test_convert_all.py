"""scripts/convert_all.py compare: byte for byte, but for orjson's spelling of positive exponents."""

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).parent.parent / "scripts" / "convert_all.py"


def _outdir(root: Path, files: dict[str, bytes]) -> Path:
    """An OUTDIR as `write` leaves it: the files and MANIFEST.tsv (the digest is only compared)."""
    root.mkdir()
    for name, data in files.items():
        (root / name).write_bytes(data)
    (root / "MANIFEST.tsv").write_text("".join(f"{n}\t{hash(d)}\t{len(d)}\n" for n, d in sorted(files.items())))
    return root


def _compare(tmp_path, a: dict, b: dict):
    dir_a, dir_b = _outdir(tmp_path / "a", a), _outdir(tmp_path / "b", b)
    return subprocess.run([sys.executable, str(SCRIPT), "compare", str(dir_a), str(dir_b)],
                          capture_output=True, text=True, timeout=60)


def test_positive_exponent_with_or_without_plus_is_the_same_output(tmp_path):
    # What CI printed for op_profile on the TPU fixture: orjson 3.13 against 3.9 (the floor).
    result = _compare(tmp_path, {"op.json": b'{"bytes_per_second":1.806505697581493e+18,"n":[1e+16]}'},
                      {"op.json": b'{"bytes_per_second":1.806505697581493e18,"n":[1e16]}'})
    assert result.returncode == 0, result.stdout
    assert "1 outputs, 0 differ: identical (1 only in orjson's spelling of positive exponents)" in result.stdout


def test_any_other_difference_still_differs(tmp_path):
    cases = [
        ({"op.json": b'{"x":1.8e+18}'}, {"op.json": b'{"x":1.9e18}'}),     # another value
        ({"op.json": b'{"x":"1e+5"}'}, {"op.json": b'{"x":"1e5"}'}),       # a string is text, not a number
        ({"op.json": b'{"x":1.0,"y":2}'}, {"op.json": b'{"y":2,"x":1.0}'}),  # key order
        ({"op.csv": b"x\n1.8e+18\n"}, {"op.csv": b"x\n1.8e18\n"}),          # CSV is Python's repr: bytes
    ]
    for i, (a, b) in enumerate(cases):
        result = _compare(tmp_path / str(i), a, b) if (tmp_path / str(i)).mkdir() is None else None
        assert result.returncode == 1, (a, result.stdout)
        assert "1 outputs, 1 differ" in result.stdout
