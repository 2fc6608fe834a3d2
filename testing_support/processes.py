"""The processes a benchmark charges CPU to, read from /proc (Linux)."""

from pathlib import Path


def child_pids(pid: int) -> list[int]:
    """The process's direct children (gunicorn's or nginx's workers)."""
    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            # The parent pid is the second field after the command name, which may itself hold spaces or ")".
            if int(stat.read_text().rsplit(")", 1)[1].split()[1]) == pid:
                found.append(int(stat.parent.name))
        except (OSError, ValueError, IndexError):
            continue  # gone while being read
    return found
