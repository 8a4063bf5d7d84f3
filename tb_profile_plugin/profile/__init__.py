"""The profile model: XSpace and Kineto (PyTorch) files read into columnar, cached `Profile`s."""

from .formats import SUFFIXES as PROFILE_SUFFIXES, host_of, is_profile_file
from .model import EventMetadata, EventTable, Line, Plane, Profile, StatColumn, StatTable
from .xspace import XPLANE_SUFFIXES

__all__ = [
    "EventMetadata", "EventTable", "Line", "Plane", "Profile", "StatColumn", "StatTable",
    "PROFILE_SUFFIXES", "XPLANE_SUFFIXES", "host_of", "is_profile_file",
]
