"""The child process that reads an uploaded recording:
`python -m hafiz.recordings.audio_check SOURCE TARGET LONGEST_SECONDS`.

It opens SOURCE with FFmpeg's libraries (PyAV), decodes every packet of its audio stream to learn its true length and
to find damage, and writes the same packets into a fresh container at TARGET: nothing else the upload carried (other
streams, metadata, bytes after the end) is kept. It stops once the audio runs past LONGEST_SECONDS: 20 MB of silence
can hold days, and decoding them would hold the upload's worker. It prints one line of JSON: {"container", "codec",
"seconds" (past LONGEST_SECONDS when it stopped there), "declared_seconds", "errors"}, or {"unreadable": true} when
SOURCE is no audio container at all.

Run in a process of its own (hafiz.recordings.audio) so that a hostile file that crashes or stalls a decoder costs
that process, under its own CPU and memory limits, and never an app worker.
"""

import json
import resource
import sys

import av
import av.logging

# FFmpeg's demuxer names, with the container written back and the codecs a browser's MediaRecorder puts in it.
CONTAINERS = {
    "matroska,webm": ("webm", {"opus", "vorbis"}),
    "ogg": ("ogg", {"opus", "vorbis"}),
    "mov,mp4,m4a,3gp,3g2,mj2": ("mp4", {"aac"}),
}
# Decoding the longest recording takes 1-2 s; the app's worker gives up on the child well before its own 30 s.
CPU_SECONDS = 20
MEMORY_BYTES = 1024 * 1024 * 1024


def audio_check(source: str, target: str, longest_seconds: float) -> dict:
    try:
        container = av.open(source, options={"probesize": str(1024 * 1024)})
    except av.FFmpegError:
        return {"unreadable": True}
    with container:
        known = CONTAINERS.get(container.format.name)
        streams = container.streams.audio
        if known is None or not streams:
            return {"container": container.format.name, "codec": None, "seconds": 0, "errors": []}
        stream = streams[0]
        codec = stream.codec_context.name
        if codec not in known[1]:
            return {"container": known[0], "codec": codec, "seconds": 0, "errors": []}
        declared = container.duration / av.time_base if container.duration else None
        failure = None
        with av.logging.Capture() as logs, av.open(target, "w", format=known[0]) as output:
            try:
                seconds = _decode_and_copy(container=container, stream=stream, output=output, longest=longest_seconds)
            except av.FFmpegError as error:
                seconds, failure = 0, str(error)
        errors = [message for level, _, message in logs if level <= av.logging.ERROR] + ([failure] if failure else [])
    return {
        "container": known[0],
        "codec": codec,
        "seconds": seconds,
        "declared_seconds": declared,
        "errors": errors,
    }


def _decode_and_copy(*, container, stream, output, longest: float) -> float:
    """The end of the last frame decoded, in seconds, while each packet goes into `output` as it was; past `longest`
    it stops there."""
    copy = output.add_stream_from_template(stream)
    end = 0.0
    for packet in container.demux(stream):
        if packet.dts is None:  # the demuxer's flush packet
            continue
        for frame in packet.decode():
            if frame.pts is not None:
                end = max(end, float(frame.pts * frame.time_base) + frame.samples / frame.sample_rate)
        if end > longest:
            break
        packet.stream = copy
        output.mux(packet)
    return end


def main() -> None:
    resource.setrlimit(resource.RLIMIT_CPU, (CPU_SECONDS, CPU_SECONDS))
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_BYTES, MEMORY_BYTES))
    av.logging.set_level(av.logging.ERROR)
    print(json.dumps(audio_check(sys.argv[1], sys.argv[2], float(sys.argv[3]))))


if __name__ == "__main__":
    main()
