import { afterEach, describe, expect, it, vi } from 'vitest';

import { fakeMicrophone } from '@/testing/microphone';

import { Recorder } from './recorder';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Recorder', () => {
  it('says the permission was refused, and asks again only when started again', async () => {
    const { getUserMedia } = fakeMicrophone({ refusal: 'NotAllowedError' });
    const recorder = new Recorder();

    expect(await recorder.start()).toBe(false);

    expect(recorder.state).toBe('idle');
    expect(recorder.problem).toBe('refused');
    expect(getUserMedia).toHaveBeenCalledTimes(1);
  });

  it('says when there is no microphone, and when the browser cannot record', async () => {
    fakeMicrophone({ refusal: 'NotFoundError' });
    const missing = new Recorder();
    await missing.start();
    expect(missing.problem).toBe('missing');

    vi.stubGlobal('MediaRecorder', undefined);
    const unsupported = new Recorder();
    await unsupported.start();
    expect(unsupported.problem).toBe('unsupported');
  });

  it('records in a container the server takes, its clock stopped while paused', async () => {
    fakeMicrophone({ type: 'audio/mp4' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1000);
    const recorder = new Recorder();

    await recorder.start();
    vi.setSystemTime(3000);
    recorder.pause();
    vi.setSystemTime(10_000);
    expect(recorder.at()).toBe(2000);
    recorder.resume();
    vi.setSystemTime(11_500);
    expect(recorder.at()).toBe(3500);
    expect(recorder.level()).toBeGreaterThan(0);
    const recorded = await recorder.stop();

    expect(recorded?.durationMs).toBe(3500);
    expect(recorded?.audio.type).toBe('audio/mp4');
    expect(recorder.state).toBe('stopped');
  });

  it('lets the microphone go when it stops', async () => {
    const { tracks } = fakeMicrophone();
    const recorder = new Recorder();
    await recorder.start();

    await recorder.stop();

    expect(tracks[0].stop).toHaveBeenCalled();
  });
});
