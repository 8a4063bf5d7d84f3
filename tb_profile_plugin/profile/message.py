"""Small serialized messages read without a descriptor: the bytes stats of XSpace planes and
events that name a proto the profile does not declare (a TPU core's `core_details`, an op's
`memory_access_breakdown`). A few fields each, read once per plane or metadata entry."""

from __future__ import annotations


def fields(data: bytes) -> list[tuple[int, int | bytes]]:
    """(field number, value) of one small serialized message, in order: varints as ints,
    length-delimited fields as bytes, fixed-width ones skipped. Raises ValueError when the
    bytes are not a message (a stat of an untrusted file: truncated, an unknown wire type)."""
    out, pos, n = [], 0, len(data)

    def varint() -> int:
        nonlocal pos
        value = shift = 0
        while pos < n and shift < 64:
            byte = data[pos]
            pos += 1
            value |= (byte & 0x7F) << shift
            if not byte & 0x80:
                return value
            shift += 7
        raise ValueError("truncated varint")

    while pos < n:
        key = varint()
        kind = key & 7
        if kind == 0:
            out.append((key >> 3, varint()))
        elif kind == 2:
            size = varint()
            if pos + size > n:
                raise ValueError("truncated field")
            out.append((key >> 3, bytes(data[pos:pos + size])))
            pos += size
        elif kind in (1, 5):
            pos += 8 if kind == 1 else 4
        else:
            raise ValueError(f"wire type {kind}")
    if pos != n:
        raise ValueError("truncated field")
    return out
