import { onTestFinished, vi } from 'vitest';

/**
 * A microphone for jsdom, which has none: getUserMedia answers a stream (or refuses with `refusal`), MediaRecorder
 * gives its chunk of `type` audio when it stops, and the level meter's Web
 * Audio reads a steady tone. Undone at the test's end (the microphone), and by vi.unstubAllGlobals() (the rest).
 */
export function fakeMicrophone({
  refusal,
  type = 'audio/webm;codecs=opus',
  stuck = false,
}: {
  refusal?: string;
  type?: string;
  /** A recorder that never says it has stopped (a browser's fault). */
  stuck?: boolean;
} = {}) {
  const tracks = [{ stop: vi.fn() }];
  const stream = { getTracks: () => tracks } as unknown as MediaStream;
  const getUserMedia = vi.fn(async () => {
    if (refusal) throw new DOMException('refused', refusal);
    return stream;
  });
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  onTestFinished(() => {
    delete (navigator as { mediaDevices?: unknown }).mediaDevices;
  });

  class FakeMediaRecorder extends EventTarget {
    static isTypeSupported = (asked: string) => asked === type;
    state: RecordingState = 'inactive';
    mimeType: string;
    ondataavailable: ((event: BlobEvent) => void) | null = null;
    constructor(_stream: MediaStream, options?: MediaRecorderOptions) {
      super();
      this.mimeType = options?.mimeType ?? type;
    }
    start() {
      this.state = 'recording';
    }
    pause() {
      this.state = 'paused';
    }
    resume() {
      this.state = 'recording';
    }
    stop() {
      if (stuck) return;
      this.state = 'inactive';
      this.ondataavailable?.({ data: new Blob(['fake audio'], { type: this.mimeType }) } as BlobEvent);
      this.dispatchEvent(new Event('stop'));
    }
  }
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);

  class FakeAudioContext {
    createAnalyser() {
      return {
        fftSize: 0,
        getFloatTimeDomainData: (samples: Float32Array) => samples.fill(0.1),
      };
    }
    createMediaStreamSource() {
      return { connect: () => {} };
    }
    close() {
      return Promise.resolve();
    }
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);

  return { getUserMedia, tracks };
}
