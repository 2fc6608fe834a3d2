import { vi } from 'vitest';

type MediaState = { src: string; paused: boolean; duration: number; readyState: number; currentTime: number };

/** A WAV's length in seconds, read from its header (the data chunk's size over the bytes per second). */
export function wavSeconds(dataUrl: string): number {
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = Uint8Array.from(binary, (character) => character.charCodeAt(0));
  const view = new DataView(bytes.buffer);
  return view.getUint32(40, true) / view.getUint32(28, true);
}

/**
 * jsdom loads and plays no media. This stands in for the browser: setting a source "loads" the WAV (its length
 * from its header, then loadedmetadata), play and pause flip `paused`; the test moves the playhead and ends
 * the file with the events a browser would send.
 */
export function installFakeMedia() {
  const states = new WeakMap<HTMLMediaElement, MediaState>();
  const stateOf = (element: HTMLMediaElement) => {
    let state = states.get(element);
    if (!state) {
      state = { src: '', paused: true, duration: Number.NaN, readyState: 0, currentTime: 0 };
      states.set(element, state);
    }
    return state;
  };
  const proto = HTMLMediaElement.prototype;

  vi.spyOn(proto, 'src', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return stateOf(this).src;
  });
  vi.spyOn(proto, 'src', 'set').mockImplementation(function (this: HTMLMediaElement, src: string) {
    const state = stateOf(this);
    Object.assign(state, { src, readyState: 0, duration: Number.NaN, currentTime: 0 });
    queueMicrotask(() => {
      if (state.src !== src) return;
      Object.assign(state, { duration: wavSeconds(src), readyState: 4 });
      this.dispatchEvent(new Event('loadedmetadata'));
    });
  });
  vi.spyOn(proto, 'currentTime', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return stateOf(this).currentTime;
  });
  vi.spyOn(proto, 'currentTime', 'set').mockImplementation(function (this: HTMLMediaElement, seconds: number) {
    stateOf(this).currentTime = seconds;
  });
  vi.spyOn(proto, 'duration', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return stateOf(this).duration;
  });
  vi.spyOn(proto, 'readyState', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return stateOf(this).readyState;
  });
  vi.spyOn(proto, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return stateOf(this).paused;
  });
  const play = vi.spyOn(proto, 'play').mockImplementation(function (this: HTMLMediaElement) {
    stateOf(this).paused = false;
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  const pause = vi.spyOn(proto, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    const state = stateOf(this);
    if (state.paused) return;
    state.paused = true;
    this.dispatchEvent(new Event('pause'));
  });

  return {
    play,
    pause,
    /** The playhead of a playing element reaches `seconds`. */
    advance(element: HTMLMediaElement, seconds: number) {
      stateOf(element).currentTime = seconds;
      element.dispatchEvent(new Event('timeupdate'));
    },
    /** The element plays to the end of its file. */
    end(element: HTMLMediaElement) {
      const state = stateOf(element);
      Object.assign(state, { currentTime: state.duration, paused: true });
      element.dispatchEvent(new Event('timeupdate'));
      element.dispatchEvent(new Event('ended'));
    },
  };
}
