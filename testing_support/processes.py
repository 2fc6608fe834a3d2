"""The processes a benchmark charges CPU to, read from /proc (Linux)."""

import os
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


CLOCK_TICKS = os.sysconf("SC_CLK_TCK")


def tree_seconds(pid: int) -> float:
    """CPU a server has used so far, in seconds: the process's own, that of its children which have ended (the
    kernel adds it to the parent's cutime and cstime once they are waited for: a database connection closed, a
    worker replaced), and its live children's, counted the same way. 0 once it is gone."""
    total = 0
    for process in (pid, *child_pids(pid)):
        try:
            fields = Path(f"/proc/{process}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += sum(int(value) for value in fields[11:15])  # utime, stime, cutime, cstime
    return total / CLOCK_TICKS


def machine_busy_seconds() -> float:
    """CPU time all cores have spent busy since boot."""
    values = [int(value) for value in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    idle = values[3] + values[4]
    return (sum(values[:8]) - idle) / CLOCK_TICKS  # guest time is already counted in user time


def machine_seconds() -> float:
    """CPU time all cores have had since boot, busy or idle."""
    values = [int(value) for value in Path("/proc/stat").read_text().splitlines()[0].split()[1:]]
    return sum(values[:8]) / CLOCK_TICKS
