"""Message classes made at import from serialized descriptors.

The *_pb2 modules hold each .proto file's descriptor as bytes, not protoc's
Python code: protoc's code checks that the runtime is at least the protoc
release that wrote it, so it pins protobuf to the newest and the plugin could
not install beside TensorFlow 2.15-2.19 (protobuf < 5, then < 6). A descriptor is data
that every runtime reads; the runtime itself makes the classes from it, through
its public API (GetMessageClass, or GetPrototype before protobuf 4.22).
"""

from google.protobuf import message_factory
from google.protobuf.internal import enum_type_wrapper

from ._pool import POOL

_message_class = getattr(message_factory, "GetMessageClass", None) or message_factory.MessageFactory(POOL).GetPrototype


def add_file(serialized: bytes):
    """Adds a serialized FileDescriptorProto to our pool; its FileDescriptor."""
    return POOL.AddSerializedFile(serialized)


def enum(file, name: str) -> enum_type_wrapper.EnumTypeWrapper:
    return enum_type_wrapper.EnumTypeWrapper(file.enum_types_by_name[name])


def message(file, name: str) -> type:
    return _with_nested(file.message_types_by_name[name])


def _with_nested(descriptor) -> type:
    """The message class, with its nested messages and enums as attributes
    (`ProfileOptions.TraceOptions`, `ProfileOptions.DeviceType`), as protoc's
    code has them; some runtimes' factories leave them out."""
    cls = _message_class(descriptor)
    for nested in descriptor.nested_types:
        if not nested.GetOptions().map_entry and not hasattr(cls, nested.name):
            setattr(cls, nested.name, _with_nested(nested))
    for nested in descriptor.enum_types:
        if not hasattr(cls, nested.name):
            setattr(cls, nested.name, enum_type_wrapper.EnumTypeWrapper(nested))
    return cls
