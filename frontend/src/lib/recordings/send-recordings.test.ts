import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { recordingDetail, serveRecordings, waitingRecording } from '@/testing/recordings-api';
import { signIn } from '@/testing/test-utils';

import { recordingSend } from './send-recordings';
import { recordingKeep, recordingsWaiting, recordingWaitingMarks } from './waiting-recordings';

async function keptAndSent(status?: number) {
  signIn();
  const recording = waitingRecording({ uploadId: 'b1f4c1c8-0000-4000-8000-00000000000a' });
  await recordingKeep(recording);
  const { sent } = serveRecordings({ uploadStatus: status });
  return { outcome: await recordingSend(recording), sent, recording };
}

describe('recordingSend', () => {
  it('uploads the audio with its details, and lets the device copy go once the server has it', async () => {
    const { outcome, sent, recording } = await keptAndSent();

    expect(outcome.status).toBe('sent');
    const form = sent[0].form!;
    expect(form.get('upload_id')).toBe(recording.uploadId);
    expect(form.has('audio')).toBe(true);
    expect(JSON.parse(String(form.get('details')))).toEqual(recording.details);
    expect(await recordingsWaiting()).toEqual([]);
  });

  it('keeps it on the device when the server cannot be reached, the quota is full or its details are refused', async () => {
    signIn();
    const recording = waitingRecording();
    await recordingKeep(recording);
    server.use(http.post(api('/recordings/'), () => HttpResponse.error()));
    expect((await recordingSend(recording)).status).toBe('waiting');

    serveRecordings({ uploadStatus: 409 });
    expect((await recordingSend(recording)).status).toBe('held');
    serveRecordings({ uploadStatus: 400, refusedFields: { 'details.verse_starts': ['Starts go up.'] } });
    expect((await recordingSend(recording)).status).toBe('held');
    serveRecordings({ uploadStatus: 503 });
    expect((await recordingSend(recording)).status).toBe('waiting');
    expect(await recordingsWaiting()).toHaveLength(1);
  });

  it('lets it go when the server refuses its audio: sending it again changes nothing', async () => {
    const { outcome } = await keptAndSent(400);

    expect(outcome.status).toBe('refused');
    expect(await recordingsWaiting()).toEqual([]);
  });

  it('sends the marks saved on the device while it was on its way', async () => {
    signIn();
    const recording = waitingRecording();
    await recordingKeep(recording);
    const { held, sent } = serveRecordings();
    const vowel = { surah_id: 112, ayah_id: 3, word: 0, kind: 'vowel', drifted_into: null } as const;
    server.use(
      http.post(api('/recordings/'), async () => {
        // The learner saves a mark while the upload is under way.
        await recordingWaitingMarks(recording.uploadId, [vowel]);
        held.push(recordingDetail({ upload_id: recording.uploadId }));
        return HttpResponse.json(held[0], { status: 201 });
      }),
    );

    expect((await recordingSend(recording)).status).toBe('sent');

    expect(sent.filter((call) => call.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: `/recordings/${recording.uploadId}/`, body: { slips: [vowel] } },
    ]);
    expect(await recordingsWaiting()).toEqual([]);
  });
});
