"""The profile model: XSpace files read into columnar, cached `Profile`s."""

from .model import EventMetadata, EventTable, Line, Plane, Profile, StatColumn, StatTable
from .xspace import XPLANE_SUFFIXES, host_of

__all__ = [
    "EventMetadata", "EventTable", "Line", "Plane", "Profile", "StatColumn", "StatTable",
    "XPLANE_SUFFIXES", "host_of",
]
