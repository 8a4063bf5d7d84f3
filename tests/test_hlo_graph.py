"""analysis/hlo/graph.py's bulk read of operand ids: packed varints of any length, operand ids
written unpacked, and malformed bytes (a clear BadModule, never a wrong graph)."""

from __future__ import annotations

import numpy as np
import pytest

from tb_profile_plugin.analysis.hlo import graph
from tb_profile_plugin.analysis.hlo.modules import BadModule
from tb_profile_plugin.profile import wire
from tb_profile_plugin.protos import hlo_pb2


def _varint(value: int) -> bytes:
    out = bytearray()
    while True:
        out.append((value & 0x7F) | (0x80 if value >> 7 else 0))
        value >>= 7
        if not value:
            return bytes(out)


def _spans(payloads: list[bytes]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    data = b"".join(b"\xa2\x02" + _varint(len(p)) + p for p in payloads)  # field 36, length-delimited
    starts, pos = [], 0
    for p in payloads:
        pos += 2 + len(_varint(len(p)))
        starts.append(pos)
        pos += len(p)
    lo = np.array(starts, np.int64)
    return wire.padded(data), lo, lo + np.array([len(p) for p in payloads], np.int64)


def test_packed_varints_of_every_length():
    values = [[1, 300, 2**35], [], [2**63 + 5, 0], [127, 128]]
    buf, lo, hi = _spans([b"".join(map(_varint, v)) for v in values])
    owner, got = graph._packed_varints(buf, lo, hi)
    assert owner.tolist() == [0, 0, 0, 2, 2, 3, 3]
    assert got.view(np.uint64).tolist() == [1, 300, 2**35, 2**63 + 5, 0, 127, 128]


@pytest.mark.parametrize("payload,match", [(b"\x05\x81", "truncated"), (b"\xff" * 11 + b"\x01", "longer than 10")])
def test_malformed_operand_ids_are_a_bad_module(payload, match):
    buf, lo, hi = _spans([b"\x01", payload])
    with pytest.raises(BadModule, match=match):
        graph._packed_varints(buf, lo, hi)


class _Unpacked:
    """A table whose row 1 wrote its operand ids unpacked (two varint fields): the bulk read sees
    no span for it and counts two occurrences."""

    def __init__(self):
        buf, lo, hi = _spans([b"", b"", _varint(7)])
        self.operand_id_spans = (buf, np.array([0, 0, lo[2]]), np.array([0, 0, hi[2]]), np.array([0, 2, 1]))

    def inst(self, row):
        assert row == 1
        return hlo_pb2.HloInstructionProto(operand_ids=[5, 6])


def test_operand_ids_written_unpacked_are_read_from_the_parsed_instruction():
    user, ids = graph._operand_ids(_Unpacked())
    assert user.tolist() == [1, 1, 2] and ids.tolist() == [5, 6, 7]
