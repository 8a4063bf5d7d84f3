"""compress.py: replies gzip-compressed in parts on threads are one gzip member that
decompresses to the body, with a ratio close to one stream's."""

from __future__ import annotations

import gzip
import zlib

import numpy as np
import pytest

from tb_profile_plugin import compress

P = compress.PART_BYTES


def bodies():
    rng = np.random.default_rng(0)
    text = b"".join(b'{"name": "op_%d", "ts": %.3f},' % (k % 977, k * 1.37) for k in range(200_000))
    noise = rng.integers(0, 256, 3 * P + 17, dtype=np.uint8).tobytes()
    return {"empty": b"", "small": b"x" * 100, "one part less 1": text[:2 * P - 1], "two parts": text[:2 * P],
            "two parts + 1": text[:2 * P + 1], "text": text, "noise": noise,
            "floats": np.cumsum(rng.random(700_000)).tobytes()}


@pytest.mark.parametrize("name", list(bodies()))
def test_parts_make_one_gzip_member(name):
    body = bodies()[name]
    zipped = compress.gzip_bytes(body)
    assert gzip.decompress(zipped) == body
    # One member: a reader that stops after the first member still gets all of it.
    d = zlib.decompressobj(wbits=31)
    assert d.decompress(zipped) == body and d.eof and d.unused_data == b""
    if len(body) >= 2 * P:
        # Parts cost little ratio.
        assert len(zipped) <= 1.02 * len(gzip.compress(body, compresslevel=compress.LEVEL)) + 64


def test_parts_are_compressed_on_threads(monkeypatch):
    seen = []
    real = compress._part

    def spy(*args):
        import threading
        seen.append(threading.current_thread().name)
        return real(*args)

    monkeypatch.setattr(compress, "_part", spy)
    monkeypatch.setattr(compress, "_THREADS", 2)
    body = bodies()["text"]
    assert gzip.decompress(compress.gzip_bytes(body)) == body
    assert len(seen) == -(-len(body) // P) and all(n.startswith("tbp-gzip") for n in seen)


def test_stream():
    body = bodies()["text"]
    chunks = [body[i:i + 100_000] for i in range(0, len(body), 100_000)]
    assert gzip.decompress(b"".join(compress.gzip_stream(iter(chunks)))) == body
