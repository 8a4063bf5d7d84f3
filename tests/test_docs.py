"""Docs sit beside the code: every route and CLI command is documented."""

from pathlib import Path

from tb_profile_plugin.cli import build_parser
from tb_profile_plugin.plugin import ProfileRoutes

ROOT = Path(__file__).resolve().parents[1]


def test_every_route_is_in_http_api_md():
    doc = (ROOT / "docs" / "http_api.md").read_text()
    for route in ProfileRoutes(service=None).apps():
        name = route.strip("/").rstrip("*").rstrip("/")
        assert f"## `{name}" in doc, f"route {route} is not documented in docs/http_api.md"


def test_every_cli_command_is_in_readme():
    readme = (ROOT / "README.md").read_text()
    sub = next(a for a in build_parser()._actions if a.dest == "command")
    for command in sub.choices:
        assert f"tb-profile {command}" in readme, f"`tb-profile {command}` is not in the README"
