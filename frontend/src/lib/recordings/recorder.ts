import { useEffect, useState, useSyncExternalStore } from 'react';

export type RecorderState = 'idle' | 'asking' | 'recording' | 'paused' | 'stopped';
/** Why recording could not start: the permission refused, no microphone, a browser that cannot record, or else. */
export type RecorderProblem = 'refused' | 'missing' | 'unsupported' | 'failed';

export type Recorded = { audio: Blob; durationMs: number };

// The containers the server takes, in the order a browser is asked for them: Opus in WebM (Chrome, Edge, Firefox),
// Opus in Ogg (older Firefox), AAC in MP4 (Safari).
const TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus', 'audio/mp4;codecs=mp4a.40.2', 'audio/mp4'];
// Speech at this rate is clear; 15 minutes of it is about 5 MB, well inside the 20 MB a recording may be.
const BITS_PER_SECOND = 48_000;
// A slice of audio every second: a recording cut short (a tab closed) loses a second at most.
const SLICE_MS = 1000;

function problemOf(error: unknown): RecorderProblem {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'missing';
  return 'failed';
}

/**
 * One recording from the microphone, asked for only when it starts: MediaRecorder in the container the browser
 * has of those the server takes, a level read from the sound as it comes, and a clock that stops while paused, so
 * that `at()` is a moment of the recording itself (where a verse starts in it), as near as the browser's start of
 * recording lets the clock tell (a few milliseconds).
 */
export class Recorder {
  state: RecorderState = 'idle';
  problem: RecorderProblem | null = null;
  private listeners = new Set<() => void>();
  private stream: MediaStream | null = null;
  private recorder: MediaRecorder | null = null;
  private chunks: Blob[] = [];
  private context: AudioContext | null = null;
  private analyser: AnalyserNode | null = null;
  private samples: Float32Array<ArrayBuffer> | null = null;
  // Counts starts and releases: a microphone granted after the page let go of the recorder is let go at once.
  private attempt = 0;
  private startedAt = 0;
  private pausedAt: number | null = null;
  private pausedMs = 0;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(state: RecorderState, problem: RecorderProblem | null = this.problem) {
    this.state = state;
    this.problem = problem;
    this.listeners.forEach((listener) => listener());
  }

  /** Asks for the microphone and starts recording; false (and `problem` says why) when it cannot. */
  async start(): Promise<boolean> {
    if (this.state !== 'idle' && this.state !== 'stopped') return false;
    if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') {
      this.set('idle', 'unsupported');
      return false;
    }
    this.set('asking', null);
    const attempt = ++this.attempt;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      if (attempt === this.attempt) this.set('idle', problemOf(error));
      return false;
    }
    if (attempt !== this.attempt) {
      stream.getTracks().forEach((track) => track.stop());
      return false;
    }
    this.stream = stream;
    try {
      const mimeType = TYPES.find((type) => MediaRecorder.isTypeSupported(type));
      this.chunks = [];
      this.recorder = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: BITS_PER_SECOND });
      this.recorder.ondataavailable = (event) => {
        if (event.data.size > 0) this.chunks.push(event.data);
      };
      this.recorder.start(SLICE_MS);
    } catch {
      this.release();
      this.set('idle', 'failed');
      return false;
    }
    this.startedAt = Date.now();
    this.pausedAt = null;
    this.pausedMs = 0;
    this.meterStart(this.stream);
    this.set('recording');
    return true;
  }

  pause() {
    if (this.state !== 'recording' || !this.recorder) return;
    this.recorder.pause();
    this.pausedAt = Date.now();
    this.set('paused');
  }

  resume() {
    if (this.state !== 'paused' || !this.recorder || this.pausedAt === null) return;
    this.recorder.resume();
    this.pausedMs += Date.now() - this.pausedAt;
    this.pausedAt = null;
    this.set('recording');
  }

  /** The recording's time now (ms), the pauses left out. */
  at(): number {
    if (this.state !== 'recording' && this.state !== 'paused') return 0;
    return Math.round((this.pausedAt ?? Date.now()) - this.startedAt - this.pausedMs);
  }

  /** How loud the sound is now, 0–1 (none while paused). */
  level(): number {
    if (!this.analyser || !this.samples || this.state !== 'recording') return 0;
    this.analyser.getFloatTimeDomainData(this.samples);
    let sum = 0;
    for (const sample of this.samples) sum += sample * sample;
    // Speech's root mean square sits around 0.05–0.2: scaled so a voice fills most of the meter.
    return Math.min(1, Math.sqrt(sum / this.samples.length) * 5);
  }

  /** Stops and gives the recording; null when none was under way. */
  async stop(): Promise<Recorded | null> {
    const recorder = this.recorder;
    if (!recorder || (this.state !== 'recording' && this.state !== 'paused')) return null;
    const durationMs = this.at();
    // A recorder the browser stopped itself (the microphone unplugged, a call taking it) has its chunks already and
    // no stop to come.
    if (recorder.state !== 'inactive') {
      const stopped = new Promise<void>((resolve) => {
        recorder.addEventListener('stop', () => resolve(), { once: true });
        recorder.addEventListener('error', () => resolve(), { once: true });
      });
      recorder.stop();
      await stopped;
    }
    const audio = new Blob(this.chunks, { type: recorder.mimeType || this.chunks[0]?.type || 'audio/webm' });
    this.release();
    this.set('stopped');
    return { audio, durationMs };
  }

  /** Lets the microphone go, whatever was recorded lost (a page left in the middle, even while it was asked for). */
  release() {
    this.attempt += 1;
    if (this.recorder && this.recorder.state !== 'inactive') this.recorder.stop();
    this.stream?.getTracks().forEach((track) => track.stop());
    void this.context?.close().catch(() => {});
    this.recorder = null;
    this.stream = null;
    this.context = null;
    this.analyser = null;
  }

  private meterStart(stream: MediaStream) {
    try {
      this.context = new AudioContext();
      this.analyser = this.context.createAnalyser();
      this.analyser.fftSize = 1024;
      this.samples = new Float32Array(this.analyser.fftSize);
      this.context.createMediaStreamSource(stream).connect(this.analyser);
    } catch {
      // No meter where the browser has no Web Audio: the recording goes on without it.
      this.analyser = null;
    }
  }
}

/** A recorder for the component's life (the microphone let go when it leaves), and its state as it changes. */
export function useRecorder(): { recorder: Recorder; state: RecorderState; problem: RecorderProblem | null } {
  const [recorder] = useState(() => new Recorder());
  const state = useSyncExternalStore(recorder.subscribe, () => recorder.state);
  const problem = useSyncExternalStore(recorder.subscribe, () => recorder.problem);
  useEffect(() => () => recorder.release(), [recorder]);
  return { recorder, state, problem };
}
