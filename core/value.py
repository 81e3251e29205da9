"""``Value``: the base of the rules' small value classes (a term, a way to place a card, a
consume option...): equal when of the same class with equal fields, hashable, with a
readable repr.

They are written out (``__init__`` by hand, fields named in ``FIELDS``) rather than made
dataclasses: in the compiled engine (``rftg.compiled``) a dataclass's generated
``__init__`` stays interpreted, and the engine builds hundreds of these per game.
Immutable by convention. Each class's ``__init__`` takes its fields in ``FIELDS`` order.
"""

from __future__ import annotations

from typing import ClassVar

from mypy_extensions import mypyc_attr


@mypyc_attr(allow_interpreted_subclasses=True)  # a game outside the compiled engine has values
class Value:
    __slots__ = ()
    FIELDS: ClassVar[tuple[str, ...]] = ()  # every field, in order (the repr)
    KEY: ClassVar[tuple[str, ...] | None] = None  # those equality compares (None: all)

    def _key(self) -> tuple[object, ...]:
        key = self.KEY
        return tuple(getattr(self, f) for f in (self.FIELDS if key is None else key))

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Value)
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __reduce__(self) -> tuple[type, tuple[object, ...]]:
        """Copy and pickle as a call of the class with the fields (``__init__`` takes them
        in ``FIELDS`` order)."""
        return type(self), tuple(getattr(self, f) for f in self.FIELDS)

    def __repr__(self) -> str:
        fields = ", ".join(f"{f}={getattr(self, f)!r}" for f in self.FIELDS)
        return f"{type(self).__name__}({fields})"
