"""Request parameters: one strict parser per kind, with its bounds, for every route and tool.

A value that does not parse, or lies outside its bounds, raises BadParameter naming
the parameter and the form it takes (`parameter limit must be a whole number from 1
to 10000, got '1_000'`). Numbers are plain ASCII: Python's int() and float() also
take '1_000', ' 12 ', other scripts' digits ('١٢'), 'nan' and 'inf', none of which
a URL of ours carries, so a regular expression decides first.

Two ways in:
- functions (`integer`, `number`, `boolean`, `choice`, `text`) that a tool calls on
  one option when it reads it;
- specs (`Int`, `Float`, `Bool`, `Choice`, `Text`) that declare what a route or a tool
  takes; `parse_query` checks a whole query against them: an unknown parameter, or
  one given twice, is a 400 naming it. A spec's `canonical()` is the one spelling of a
  value ("1", "true" and "yes" are all "1"), so equal requests share a cache entry.

An empty value means "not given" (the default): the frontend's URLs and
TensorBoard's capture dialog send empty parameters.
"""

from __future__ import annotations

import dataclasses
import math
import re
from typing import Iterable, Mapping

from .errors import BadParameter

# Longest value of any text parameter unless its spec says otherwise (names, lists).
MAX_TEXT = 1000
# Longest part of a bad value or name quoted back in a message.
_SHOWN = 50

_INT = re.compile(r"[+-]?[0-9]{1,19}", re.ASCII)
_FLOAT = re.compile(r"[+-]?(?:[0-9]{1,30}(?:\.[0-9]{0,30})?|\.[0-9]{1,30})(?:[eE][+-]?[0-9]{1,3})?", re.ASCII)
_TRUE = ("1", "true", "yes", "on")
_FALSE = ("0", "false", "no", "off")
_CONTROL = re.compile(r"[\x00-\x08\x0b-\x1f\x7f]")


def _shown(value: str) -> str:
    return repr(value[:_SHOWN] + ("..." if len(value) > _SHOWN else ""))


def _blank(value) -> bool:
    return value is None or value == ""


def _fmt(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else repr(x)


def integer(name: str, value: str | None, *, low: int, high: int, default: int | None = None) -> int | None:
    """A whole number from low to high (ASCII digits, optional sign); `default` when empty."""
    if _blank(value):
        return default
    if not _INT.fullmatch(value) or not low <= int(value) <= high:
        raise BadParameter(f"parameter {name} must be a whole number from {low} to {high}, got {_shown(value)}")
    return int(value)


def number(name: str, value: str | None, *, low: float, high: float, default: float | None = None) -> float | None:
    """A finite decimal number from low to high (`1.5`, `-2`, `1e-6`); `default` when empty."""
    if _blank(value):
        return default
    x = float(value) if _FLOAT.fullmatch(value) else math.nan
    if not math.isfinite(x) or not low <= x <= high:
        raise BadParameter(f"parameter {name} must be a number from {_fmt(low)} to {_fmt(high)}, "
                           f"got {_shown(value)}")
    return x


def boolean(name: str, value: str | None, *, default: bool = False) -> bool:
    """1/true/yes/on or 0/false/no/off (any case); `default` when empty."""
    if _blank(value):
        return default
    lowered = value.lower()
    if lowered in _TRUE:
        return True
    if lowered in _FALSE:
        return False
    raise BadParameter(f"parameter {name} must be 1 or 0 (true or false), got {_shown(value)}")


def choice(name: str, value: str | None, values: Iterable[str], *, default: str | None = None) -> str | None:
    """One of `values`, exactly; `default` when empty."""
    if _blank(value):
        return default
    values = tuple(values)
    if value not in values:
        raise BadParameter(f"parameter {name} must be one of {', '.join(values)}, got {_shown(value)}")
    return value


def text(name: str, value: str | None, *, max_len: int = MAX_TEXT, default: str = "") -> str:
    """Text of at most max_len characters, without control characters; `default` when empty."""
    if _blank(value):
        return default
    if len(value) > max_len:
        raise BadParameter(f"parameter {name} must be at most {max_len} characters long, got {len(value)}")
    if _CONTROL.search(value):
        raise BadParameter(f"parameter {name} must not contain control characters")
    return value


# -- specs: what a route or a tool declares ------------------------------------------


@dataclasses.dataclass(frozen=True)
class Spec:
    """How one parameter is read; `parse` returns None for an empty value."""

    def parse(self, name: str, value: str):
        raise NotImplementedError

    def canonical(self, value) -> str:
        return str(value)


@dataclasses.dataclass(frozen=True)
class Int(Spec):
    low: int
    high: int
    words: tuple[str, ...] = ()  # also accepted as they are, e.g. ("all",)

    def parse(self, name, value):
        if value in self.words:
            return value
        try:
            return integer(name, value, low=self.low, high=self.high)
        except BadParameter:
            if not self.words:
                raise
            raise BadParameter(f"parameter {name} must be a whole number from {self.low} to {self.high} "
                               f"or {' or '.join(self.words)}, got {_shown(value)}") from None


@dataclasses.dataclass(frozen=True)
class Float(Spec):
    low: float
    high: float

    def parse(self, name, value):
        return number(name, value, low=self.low, high=self.high)

    def canonical(self, value) -> str:
        return repr(float(value))


@dataclasses.dataclass(frozen=True)
class Bool(Spec):
    def parse(self, name, value):
        return None if _blank(value) else boolean(name, value)

    def canonical(self, value) -> str:
        return "1" if value else "0"


@dataclasses.dataclass(frozen=True)
class Choice(Spec):
    values: tuple[str, ...]

    def parse(self, name, value):
        return choice(name, value, self.values)


@dataclasses.dataclass(frozen=True)
class Text(Spec):
    max_len: int = MAX_TEXT

    def parse(self, name, value):
        return None if _blank(value) else text(name, value, max_len=self.max_len)


def parse_query(args, specs: Mapping[str, Spec], *, where: str, takes: Iterable[str] | None = None) -> dict:
    """{name: value} of the non-empty parameters of `args` (a werkzeug MultiDict or a plain
    mapping). BadParameter for a parameter not in `specs` (the message names `where` and
    the parameters it takes: `takes`, default the specs' names), one given twice, or a bad
    value."""
    getlist = getattr(args, "getlist", None)
    out = {}
    for key in args.keys():
        spec = specs.get(key)
        if spec is None:
            names = list(specs if takes is None else takes)
            accepted = f"it takes {', '.join(names)}" if names else "it takes no parameters"
            raise BadParameter(f"unknown parameter {_shown(key)} for {where}; {accepted}")
        values = getlist(key) if getlist else [args[key]]
        if len(values) > 1:
            raise BadParameter(f"parameter {key} is given {len(values)} times; give it once")
        value = spec.parse(key, values[0])
        if value is not None:
            out[key] = value
    return out


def canonical(values: Mapping, specs: Mapping[str, Spec]) -> dict[str, str]:
    """The values of `parse_query` spelled one way each, sorted by name."""
    return {key: specs[key].canonical(values[key]) for key in sorted(values)}
