import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { testWavUrl } from '@/testing/audio';

import { AudioPlayer } from './audio-player';

const recitation = testWavUrl(0.25);

// jsdom loads and plays no media: playing and pausing only fire the events a browser would.
beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('play'));
    return Promise.resolve();
  });
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    this.dispatchEvent(new Event('pause'));
  });
});

function renderPlayer(src: string | undefined) {
  const user = userEvent.setup();
  const { container } = render(<AudioPlayer src={src} />);
  const audio = container.querySelector('audio') as HTMLAudioElement;
  return { user, audio };
}

/** What a browser does once it has read the file's header. */
function loadMetadata(audio: HTMLAudioElement, duration: number) {
  Object.defineProperty(audio, 'duration', { configurable: true, value: duration });
  fireEvent.loadedMetadata(audio);
}

/** Gives a bar a size on screen, which jsdom does not lay out. */
function layOut(element: HTMLElement, left: number, width: number) {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(new DOMRect(left, 0, width, 24));
}

describe('AudioPlayer', () => {
  it('plays the recitation it is given', () => {
    const { audio } = renderPlayer(recitation);

    expect(audio).toHaveAttribute('src', recitation);
    expect(recitation).toMatch(/^data:audio\/wav;base64,UklGR/);
  });

  it('toggles between play and pause', async () => {
    const { user, audio } = renderPlayer(recitation);

    await user.click(screen.getByRole('button', { name: 'Play' }));
    expect(audio.play).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(audio.pause).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('returns to paused when the recitation ends', async () => {
    const { user, audio } = renderPlayer(recitation);
    await user.click(screen.getByRole('button', { name: 'Play' }));

    fireEvent.ended(audio);

    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });

  it('mutes and unmutes', async () => {
    const { user, audio } = renderPlayer(recitation);

    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(audio.muted).toBe(true);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '0%');

    await user.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(audio.muted).toBe(false);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '100%');
  });

  it('starts at full volume and sets the volume where the bar is clicked', () => {
    const { audio } = renderPlayer(recitation);
    const volume = screen.getByRole('slider', { name: 'Volume' });
    expect(audio.volume).toBe(1);
    expect(volume).toHaveAttribute('aria-valuenow', '1');
    layOut(volume, 100, 80);

    fireEvent.click(volume, { clientX: 120 });

    expect(audio.volume).toBe(0.25);
    expect(volume).toHaveAttribute('aria-valuenow', '0.25');
  });

  it('keeps the volume between 0 and 1 and changes it from the keyboard', async () => {
    const { user, audio } = renderPlayer(recitation);
    const volume = screen.getByRole('slider', { name: 'Volume' });
    layOut(volume, 100, 80);

    fireEvent.click(volume, { clientX: 300 });
    expect(audio.volume).toBe(1);

    volume.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(audio.volume).toBeCloseTo(0.8);
    await user.keyboard('{Home}');
    expect(audio.volume).toBe(0);
  });

  it('seeks to where the progress line is clicked', () => {
    const { audio } = renderPlayer(recitation);
    loadMetadata(audio, 12);
    const position = screen.getByRole('slider', { name: 'Playback position' });
    layOut(position, 0, 200);

    fireEvent.click(position, { clientX: 50 });

    expect(audio.currentTime).toBe(3);
    expect(position).toHaveAttribute('aria-valuetext', '0:03 of 0:12');
  });

  it('shows the time as minutes and two-digit seconds', () => {
    const { audio } = renderPlayer(recitation);
    loadMetadata(audio, 75);
    expect(screen.getByText('0:00 / 1:15')).toBeInTheDocument();

    audio.currentTime = 62.4;
    fireEvent.timeUpdate(audio);

    expect(screen.getByText('1:02 / 1:15')).toBeInTheDocument();
  });

  it('says so when the file fails to load, and disables the controls', () => {
    const { audio } = renderPlayer(recitation);

    fireEvent.error(audio);

    expect(screen.getByRole('alert')).toHaveTextContent('Audio failed to load');
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
  });

  it('shows the failure in Russian too', async () => {
    await i18n.changeLanguage('ru');
    const { audio } = renderPlayer(recitation);

    fireEvent.error(audio);

    expect(screen.getByRole('alert')).toHaveTextContent('Ошибка загрузки аудио');
  });

  it('starts a new recitation paused at 0:00', async () => {
    const user = userEvent.setup();
    const { container, rerender } = render(<AudioPlayer src={recitation} />);
    const first = container.querySelector('audio') as HTMLAudioElement;
    loadMetadata(first, 12);
    await user.click(screen.getByRole('button', { name: 'Play' }));

    rerender(<AudioPlayer src={testWavUrl(0.5)} />);

    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByText('0:00 / 0:00')).toBeInTheDocument();
  });

  it('shows disabled controls without a recitation', () => {
    const { audio } = renderPlayer(undefined);

    expect(audio).toBeNull();
    expect(screen.getByRole('button', { name: 'Play' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mute' })).toBeDisabled();
  });
});
