import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { serveRecitationApi } from '@/features/recitation/testing/recitation-api';
import i18n from '@/lib/i18n';
import { recordingKeep, recordingWaiting } from '@/lib/recordings/waiting-recordings';
import { AUTH_TOKEN_KEY, useAuthStore } from '@/stores/auth-store';
import { fakeMicrophone } from '@/testing/microphone';
import { recordingDetail, serveRecordings, waitingRecording } from '@/testing/recordings-api';

import { renderApp } from '../testing/render-app';

// The recording's clock, moved by the tests: where each verse starts in it.
const START = Date.UTC(2026, 11, 5, 10);
const recordingAt = (ms: number) => vi.setSystemTime(START + ms);

beforeEach(() => {
  localStorage.setItem(AUTH_TOKEN_KEY, 'test-token');
  localStorage.removeItem('recitation-outbox');
  vi.useFakeTimers({ toFake: ['Date'] });
  recordingAt(0);
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await i18n.changeLanguage('en');
});

const RECORDING = recordingDetail();
const LISTEN = `/recordings/${RECORDING.upload_id}`;

describe('recording a recitation from memory', () => {
  it('cuts the recording where each verse is revealed, sends it with the recitation and offers to hear it back', async () => {
    const user = userEvent.setup();
    fakeMicrophone();
    const recitations = serveRecitationApi();
    const { sent } = serveRecordings();
    const router = renderApp('/recite?from=112:1&to=112:4');

    await user.click(await screen.findByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Sound level' })).toBeInTheDocument();
    for (const at of [1500, 2600, 4000, 5200]) {
      recordingAt(at);
      await user.click(screen.getByRole('button', { name: 'Whole verse' }));
    }
    recordingAt(6000);
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const form = sent[0].form!;
    const details = JSON.parse(String(form.get('details')));
    expect(details.verse_starts).toEqual([0, 1500, 2600, 4000]);
    expect(details.passage).toEqual(RECORDING.passage);
    await waitFor(() => expect(recitations).toHaveLength(1));
    expect(details.recitation_session).toBe(recitations[0].session_id);
    const listen = await screen.findByRole('link', { name: 'Listen back' });
    expect(listen).toHaveAttribute('href', `/recordings/${String(form.get('upload_id'))}`);
    await user.click(listen);
    expect(router.state.location.pathname).toBe(`/recordings/${String(form.get('upload_id'))}`);
    expect(await screen.findByText('Verse 1 of 4: Al-Ikhlas 112:1')).toBeInTheDocument();
    // Heard from the server's copy once it has it.
    await waitFor(() => expect(sent.some((call) => call.method === 'GET')).toBe(true));
  });

  it('sends the recitation even when its recording never stops', async () => {
    const user = userEvent.setup();
    fakeMicrophone({ stuck: true });
    const recitations = serveRecitationApi();
    const { sent } = serveRecordings();
    renderApp('/recite?from=112:1&to=112:4');

    await user.click(await screen.findByRole('button', { name: 'Record' }));
    await screen.findByRole('button', { name: 'Pause' });
    for (let verse = 0; verse < 4; verse += 1) await user.click(screen.getByRole('button', { name: 'Whole verse' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));

    expect(await screen.findByText('+4 xp')).toBeInTheDocument();
    expect(recitations).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Listen back' })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('says what to do when the microphone is refused', async () => {
    const user = userEvent.setup();
    fakeMicrophone({ refusal: 'NotAllowedError' });
    serveRecitationApi();
    renderApp('/recite?from=112:1&to=112:4');

    await user.click(await screen.findByRole('button', { name: 'Record' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The microphone is not allowed. Allow it for this site in your browser's settings",
    );
    expect(screen.getByRole('button', { name: 'Record' })).toBeEnabled();
  });
});

describe('/record', () => {
  it('records a passage on its own, the learner saying where each verse begins, then opens it to hear back', async () => {
    const user = userEvent.setup();
    fakeMicrophone();
    serveRecitationApi();
    const { sent } = serveRecordings();
    const router = renderApp('/record?from=112:1&to=112:4');

    await user.click(await screen.findByRole('button', { name: 'Record' }));
    await screen.findByRole('button', { name: 'Stop' });
    recordingAt(2000);
    await user.click(screen.getByRole('button', { name: 'Next verse' }));
    expect(screen.getByText('Verse 2 of 4: Al-Ikhlas 112:2')).toBeInTheDocument();
    recordingAt(3500);
    await user.keyboard('{Enter}');
    recordingAt(5000);
    await user.click(screen.getByRole('button', { name: 'Stop' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    const details = JSON.parse(String(sent[0].form!.get('details')));
    expect(details.verse_starts).toEqual([0, 2000, 3500, null]);
    expect(details.recitation_session).toBeNull();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/recordings/${String(sent[0].form!.get('upload_id'))}`),
    );
    expect(await screen.findByText('Verse 1 of 4: Al-Ikhlas 112:1')).toBeInTheDocument();
  });
});

describe('/recordings', () => {
  it('lists the recordings waiting on the device and those sent, with the quota', async () => {
    const { sent: calls } = serveRecordings({ recordings: [RECORDING], uploadStatus: 503 });
    useAuthStore.getState().init();
    await recordingKeep(waitingRecording());
    renderApp('/recordings');

    const waiting = await screen.findByRole('region', { name: 'Waiting to be sent' });
    expect(await within(waiting).findByRole('heading', { name: 'Al-Ikhlas 112:1–4' })).toBeInTheDocument();
    expect(within(waiting).getByText(/On this device, waiting to be sent/)).toBeInTheDocument();
    const sent = screen.getByRole('region', { name: 'Sent' });
    expect(await within(sent).findByText('1 recording of 50, 0.1 MB of 200 MB.')).toBeInTheDocument();
    expect(within(sent).getByRole('heading', { name: 'Al-Ikhlas 112:1–4' })).toBeInTheDocument();
    expect(within(sent).getByText(/removed on Jan 4, 2027/)).toBeInTheDocument();
    // The page sent the waiting one at once; the server could not take it, so it waits on.
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(within(waiting).getByRole('heading', { name: 'Al-Ikhlas 112:1–4' })).toBeInTheDocument();
  });

  it('keeps a recording past its expiry, and deletes one after asking', async () => {
    const user = userEvent.setup();
    const { sent } = serveRecordings({ recordings: [recordingDetail()] });
    renderApp('/recordings');

    await user.click(await screen.findByRole('button', { name: 'Keep', pressed: false }));
    expect(await screen.findByRole('button', { name: 'Keep', pressed: true })).toBeInTheDocument();
    expect(sent[0].body).toEqual({ kept: true });
    expect(screen.getByText(/kept$/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete the recording of Al-Ikhlas 112:1–4' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this recording?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(/No recordings yet/)).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', path: `/recordings/${RECORDING.upload_id}/` });
  });

  it('speaks Russian', async () => {
    await i18n.changeLanguage('ru');
    serveRecordings({ recordings: [RECORDING] });
    renderApp('/recordings');

    expect(await screen.findByText('1 запись из 50, 0,1 МБ из 200 МБ.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Прослушать: .+ 112:1–4$/ })).toBeInTheDocument();
  });
});

describe('/recordings/<id>', () => {
  it('steps through the verses, and saves the slips marked while listening', async () => {
    const user = userEvent.setup();
    const { sent } = serveRecordings({ recordings: [recordingDetail()] });
    renderApp(LISTEN);

    expect(await screen.findByText('Verse 1 of 4: Al-Ikhlas 112:1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    expect(screen.getByText('Verse 2 of 4: Al-Ikhlas 112:2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save marks' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'ٱلصَّمَدُ' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Slips on ٱلصَّمَدُ' })).getByRole('button', { name: 'Vowel' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save marks' }));

    expect(await screen.findByText('Marks saved')).toBeInTheDocument();
    const patches = sent.filter((call) => call.method === 'PATCH');
    expect(patches[0].body).toEqual({
      slips: [{ surah_id: 112, ayah_id: 2, word: 1, kind: 'vowel', drifted_into: null }],
    });
    // The audio is read once: saving marks leaves it (and whatever of it is playing) alone.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save marks' })).toBeDisabled());
    expect(sent.filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it("plays the reciter's verse, then the learner's own stretch of the recording", async () => {
    const user = userEvent.setup();
    serveRecordings({ recordings: [recordingDetail()] });
    const played: string[] = [];
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      played.push(this.src.startsWith('blob:') ? `own from ${this.currentTime}` : this.src);
      queueMicrotask(() => this.dispatchEvent(new Event('ended')));
      return Promise.resolve();
    });
    vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
    renderApp(LISTEN);
    await screen.findByText('Verse 1 of 4: Al-Ikhlas 112:1');
    await user.click(screen.getByRole('button', { name: /Next/ }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'You' })).toBeEnabled(), { timeout: 3000 });
    await user.click(screen.getByRole('button', { name: 'Reciter, then you' }));

    await waitFor(() => expect(played).toEqual([expect.stringMatching(/\/media\/audio\/6223\.mp3$/), 'own from 1']));
  });

  it('says so for a recording that is not the learner’s', async () => {
    serveRecordings();
    renderApp('/recordings/5b4b3c1e-0000-4000-8000-00000000dead');

    expect(await screen.findByText('No recording of yours is at this address.')).toBeInTheDocument();
  });

  it('hears back a recording still waiting on the device, its marks kept there', async () => {
    const user = userEvent.setup();
    // The page tries to send it, and cannot yet.
    const { sent } = serveRecordings({ uploadStatus: 503 });
    useAuthStore.getState().init();
    await recordingKeep(waitingRecording());
    renderApp(`/recordings/${waitingRecording().uploadId}`);

    expect(await screen.findByText('On this device, waiting to be sent')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'قُلۡ' }));
    await user.click(screen.getByRole('button', { name: 'Forgot' }));
    await user.click(screen.getByRole('button', { name: 'Save marks' }));

    expect(await screen.findByText('Marks saved')).toBeInTheDocument();
    expect((await recordingWaiting(waitingRecording().uploadId))?.details.slips).toEqual([
      { surah_id: 112, ayah_id: 1, word: 0, kind: 'forgot', drifted_into: null },
    ]);
    expect(sent.filter((call) => call.method === 'PATCH')).toEqual([]);
  });
});
