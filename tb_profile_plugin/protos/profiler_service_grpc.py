"""The ProfilerService of TensorFlow's and JAX's profiler servers, on grpcio's
generic API (method paths and message classes), like protoc's *_pb2_grpc.py but
without its check that grpcio is at least the release that generated it: any
grpcio that TensorBoard accepts works (see protos/_build.py for the why)."""

from __future__ import annotations

import grpc

from . import profiler_service_pb2 as pb

SERVICE = "tensorflow.ProfilerService"
# Method name: (request class, response class), as profiler_service.proto declares them.
METHODS = {
    "Profile": (pb.ProfileRequest, pb.ProfileResponse),
    "Terminate": (pb.TerminateRequest, pb.TerminateResponse),
    "Monitor": (pb.MonitorRequest, pb.MonitorResponse),
}


class ProfilerServiceStub:
    """Client: `stub.Profile(request, timeout=...)` and so on, one callable per method."""

    def __init__(self, channel: grpc.Channel):
        for name, (request, response) in METHODS.items():
            setattr(self, name, channel.unary_unary(
                f"/{SERVICE}/{name}",
                request_serializer=request.SerializeToString,
                response_deserializer=response.FromString,
            ))


def add_to_server(servicer, server: grpc.Server) -> None:
    """Serves the servicer's methods (`Profile(request, context)`, ...) on a
    grpc.server; a method the servicer lacks answers UNIMPLEMENTED."""
    handlers = {
        name: grpc.unary_unary_rpc_method_handler(
            getattr(servicer, name),
            request_deserializer=request.FromString,
            response_serializer=response.SerializeToString,
        )
        for name, (request, response) in METHODS.items()
        if hasattr(servicer, name)
    }
    server.add_generic_rpc_handlers((grpc.method_handlers_generic_handler(SERVICE, handlers),))
