"""XLA programs carried by a profile: HLO protos in the `/host:metadata` plane.

Each event metadata entry of that plane with an `Hlo Proto` stat is one XLA
module, named `<module name>(<program id>)` as TensorBoard shows it (JAX
already writes the metadata name that way).
"""

from __future__ import annotations

from typing import Sequence

from ..profile import Profile, schema


def module_names(profiles: Sequence[Profile]) -> list[str]:
    """Names of the XLA modules of the profiles, sorted, without duplicates."""
    names = set()
    for profile in profiles:
        plane = profile.plane(schema.METADATA_PLANE)
        if plane is None:
            continue
        for md in plane.event_metadata.values():
            if schema.HLO_PROTO not in md.stats:
                continue
            program_id = md.stats.get(schema.PROGRAM_ID)
            suffix = f"({program_id})"
            names.add(md.name if program_id is None or md.name.endswith(suffix) else md.name + suffix)
    return sorted(names)
