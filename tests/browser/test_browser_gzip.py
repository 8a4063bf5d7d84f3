"""Large replies, gzip-compressed in parts on threads (compress.py), read whole by the
browser: JSON, a binary trace window and a streamed download, byte for byte."""

from __future__ import annotations

import urllib.parse
import urllib.request
import zlib

from tb_profile_plugin import compress

from .app_util import PREFIX

READ = """async (url) => {
  const reply = await fetch(url);
  const bytes = new Uint8Array(await reply.arrayBuffer());
  return [reply.headers.get('content-encoding'), bytes.length, Array.from(bytes.subarray(0, 4))];
}"""


def test_large_replies_read_whole(page, target):
    (run,) = [r for r in target.json("runs") if r == "pytorch/resnet50"]  # the largest window of the fixtures
    page.goto(target.url())
    for tag, options in (("trace_viewer@", {"resolution": "20000"}),
                         ("trace_viewer@", {"resolution": "20000", "format": "binary"}),
                         ("trace_viewer", {})):
        url = f"{target.origin}{PREFIX}data?" + urllib.parse.urlencode({"run": run, "tag": tag, **options})
        with urllib.request.urlopen(url) as r:
            plain = r.read()
        if tag == "trace_viewer@":
            assert len(plain) >= 2 * compress.PART_BYTES  # sent in parts
        encoding, size, head = page.evaluate(READ, url)
        assert encoding == "gzip" and size == len(plain) and bytes(head) == plain[:4]
        crc = page.evaluate("""async (url) => {
          const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
          let c = 0xFFFFFFFF;
          for (const b of bytes) { c ^= b; for (let k = 0; k < 8; k += 1) c = (c >>> 1) ^ (0xEDB88320 & -(c & 1)); }
          return (c ^ 0xFFFFFFFF) >>> 0;
        }""", url)
        assert crc == zlib.crc32(plain)
