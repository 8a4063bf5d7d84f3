"""Routes the frontend shell needs beyond the tool data: module_list,
capture_profile (not built yet: a readable 501), and the page's CSP."""

import pytest
from werkzeug.test import Client

from tb_profile_plugin.server import make_app

from conftest import FIXTURES

PREFIX = "/data/plugin/profile"


@pytest.fixture(scope="module")
def client():
    return Client(make_app(FIXTURES, cache_dir="none"))


def _run(client, scenario):
    return next(r for r in client.get(f"{PREFIX}/runs").json if r.startswith(scenario))


def test_module_list_names_the_jax_programs(client):
    names = client.get(f"{PREFIX}/module_list", query_string={"run": _run(client, "jax_jit_train")}).json
    assert any(n.startswith("jit_train_step(") and n.endswith(")") for n in names)
    assert names == sorted(set(names))


def test_module_list_is_empty_without_hlo(client):
    reply = client.get(f"{PREFIX}/module_list", query_string={"run": _run(client, "tf_custom_loop_steps")})
    assert reply.status_code == 200 and reply.json == []


def test_module_list_unknown_run_is_404(client):
    reply = client.get(f"{PREFIX}/module_list", query_string={"run": "../nope"})
    assert reply.status_code == 404 and set(reply.json) == {"error"}


def test_capture_profile_says_it_is_not_built(client):
    reply = client.get(f"{PREFIX}/capture_profile", query_string={"service_addr": "127.0.0.1:1", "duration": "1000"})
    assert reply.status_code == 501
    assert reply.headers["Content-Type"] == "application/json"
    assert "not available in this version" in reply.json["error"]


def test_page_and_bundle_are_served_with_a_strict_csp(client):
    page = client.get("/")
    assert page.status_code == 200
    csp = page.headers["Content-Security-Policy"]
    assert "default-src 'self'" in csp and "unsafe-inline" not in csp and "unsafe-eval" not in csp
    for name, kind in (("index.js", "javascript"), ("index.css", "text/css"), ("main.js", "javascript")):
        reply = client.get(f"{PREFIX}/static/{name}")
        assert reply.status_code == 200 and kind in reply.headers["Content-Type"], name
