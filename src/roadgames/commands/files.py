"""Files the commands write, checked before any work: a folder, a device or a read-only file
named where a file is to be written is refused with a clear message, not found out after
hours of play (or after a game is lost)."""

from __future__ import annotations

import argparse
import errno
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from roadgames.core.errors import RoadgamesError

if sys.platform != "win32":
    import fcntl


def probe_writes(folder: Path) -> None:
    """Write and remove an empty file in ``folder``: raises ``OSError`` where files cannot be
    written there (checked before hours of play, not after)."""
    probe = folder / ".roadgames-write-check"
    probe.write_text("")
    probe.unlink()


def home_expanded(text: str) -> Path:
    """``text``, a path named on the command line, its leading ``~`` or ``~user`` replaced
    by that home folder; ``RoadgamesError`` where there is none to put there (no such user,
    no home folder found), which ``Path.expanduser`` raises as a ``RuntimeError``."""
    path = Path(text)
    try:
        return path.expanduser()
    except RuntimeError:
        raise RoadgamesError(f"{text}: {path.parts[0]} names no home folder here") from None


def home_expanded_argument(text: str) -> Path:
    """:func:`home_expanded` for an option's type, its error argparse's."""
    try:
        return home_expanded(text)
    except RoadgamesError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def folder_name(text: str) -> Path:
    """A folder named on the command line, ``~`` expanded: not nothing
    (``ArgumentTypeError``, as :func:`home_expanded_argument` raises for a ``~user`` with
    no home folder)."""
    if not text.strip():
        raise argparse.ArgumentTypeError("name a folder")
    return home_expanded_argument(text)


def file_name(text: str, example: str) -> Path:
    """A file named on the command line, ``~`` expanded: not nothing, nor a name ending
    with a path separator (``runs/``) where no folder is, a folder's name that ``Path``
    would take for a file's, the separator dropped (both ``ArgumentTypeError``; a folder
    that is there is the caller's to refuse, saying so). ``example``: a file to suggest in
    it."""
    if not text.strip():
        raise argparse.ArgumentTypeError("name a file")
    path = home_expanded_argument(text)
    separators = tuple(sep for sep in (os.sep, os.altsep) if sep)
    if text.endswith(separators) and not os.path.isdir(path):
        raise argparse.ArgumentTypeError(
            f"{text} ends with {text[-1]}, as a folder's name does: name a file, such as "
            f"{text}{example}"
        )
    return path


def check_name(path: Path, flag: str) -> None:
    """Refuse ``path`` (given with ``flag``) where it cannot even be looked up: a name too
    long for the file system (255 bytes a part on most), a folder that may not be searched,
    a loop of symbolic links. (Python's ``exists()`` and ``is_dir()`` raise the first two,
    or say no, as for a path that is merely missing; ``resolve()`` raises ``RuntimeError``
    for the last.) A link to nothing passes: what it names is made there."""
    try:
        path.lstat()
        path.stat()  # through the links: a loop
    except OSError as exc:
        if exc.errno not in (errno.ENOENT, errno.ENOTDIR):
            raise RoadgamesError(f"{flag} {path}: {exc.strerror}") from exc


@contextmanager
def holding(directory: Path, flag: str) -> Iterator[None]:
    """Hold ``directory`` (named with ``flag``) for this run while the block runs, so that
    another roadgames run started there meanwhile is refused (``RoadgamesError``) rather
    than mix its files with this one's, or replace them. A folder that is not there, or
    cannot be locked (a file system without locks, a system without ``flock``), is not
    held: what is wrong with it is the caller's to say."""
    handle = _opened(directory)
    if handle is None:
        yield
        return
    try:
        _locked(handle, directory, flag)
        yield
    finally:
        os.close(handle)


def _opened(directory: Path) -> int | None:
    """A handle on ``directory`` to lock, or None where it cannot be had."""
    if sys.platform == "win32":
        return None
    try:
        return os.open(directory, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return None


def _locked(handle: int, directory: Path, flag: str) -> None:
    """Lock the folder open at ``handle`` for this process, or refuse it where another run
    holds it; a file system without locks leaves it unlocked."""
    if sys.platform == "win32":
        return
    try:
        fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        raise RoadgamesError(
            f"{flag} {directory} is in use by another roadgames run: wait for it to end, "
            "or name another folder"
        ) from None
    except OSError:  # no locks here: not held
        pass


def check_writable_folder(directory: Path, what: str) -> None:
    """Make ``directory`` (and its parents) and check that files can be written in it;
    ``what`` says what goes there, for the error."""
    try:
        directory.mkdir(parents=True, exist_ok=True)
        probe_writes(directory)
    except OSError as exc:
        raise RoadgamesError(f"cannot write {what} to {directory}: {exc.strerror}") from exc


def check_writable_file(
    path: Path, flag: str, example: str | None, make_folder: bool = False
) -> None:
    """Refuse ``path`` (given with ``flag``) where it cannot be written as a plain file: a
    folder (``example`` names a file to suggest in it, where a file there would do; ``None``
    suggests none), something other than a plain file (a device would be replaced), a
    read-only file, a file where its folder should be, or a folder where nothing can be
    written. With ``make_folder`` a missing folder is made, else refused."""
    check_name(path, flag)
    if path.is_dir():
        suggested = "" if example is None else f": name a file, such as {path}/{example}"
        raise RoadgamesError(f"{flag} {path} is a folder{suggested}")
    if path.exists() and not path.is_file():
        raise RoadgamesError(f"{flag} {path} is not a plain file")
    # marked read-only (even root, who may write anything, keeps off it)
    if path.is_file() and not (os.access(path, os.W_OK) and path.stat().st_mode & 0o222):
        raise RoadgamesError(f"{flag} {path} is read-only")
    folder = path.resolve().parent
    if make_folder and not folder.exists():
        try:
            folder.mkdir(parents=True)
        except OSError as exc:
            raise RoadgamesError(f"{flag} {path}: cannot make {folder} ({exc.strerror})") from exc
    if folder.exists() and not folder.is_dir():
        what = "a file, not a folder" if folder.is_file() else "not a folder"
        raise RoadgamesError(f"{flag} {path}: {folder} is {what}")
    if not folder.is_dir():
        raise RoadgamesError(f"{flag} {path}: there is no folder {folder}")
    try:
        probe_writes(folder)
    except OSError as exc:
        raise RoadgamesError(f"{flag} {path}: cannot write in {folder} ({exc.strerror})") from exc
