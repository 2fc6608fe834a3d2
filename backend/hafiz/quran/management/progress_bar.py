"""The progress line the Qur'an's commands print while they import or search."""

_BAR_WIDTH = 30


class ProgressBar:
    """A one-line bar on a terminal; a line per step and 10 % elsewhere (CI logs)."""

    def __init__(self, stream) -> None:
        self._stream = stream
        self._interactive = stream.isatty()
        self._last_tenth: dict[str, int] = {}

    def __call__(self, step: str, done: int, total: int) -> None:
        tenth = done * 10 // max(total, 1)
        if not self._interactive and self._last_tenth.get(step) == tenth:
            return
        self._last_tenth[step] = tenth
        filled = done * _BAR_WIDTH // max(total, 1)
        line = f"{step:>9} [{'#' * filled}{'.' * (_BAR_WIDTH - filled)}] {done}/{total}"
        if self._interactive:
            self._stream.write(f"\r{line}" + ("\n" if done == total else ""))
        else:
            self._stream.write(line + "\n")
        self._stream.flush()
