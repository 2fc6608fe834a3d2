import { http, HttpResponse } from 'msw';

import type { WaitingRecording } from '@/lib/recordings/waiting-recordings';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import type { RecordingDetail, RecordingList } from '@/types/api';

// Al-Ikhlas 112:1–4 as a recording holds it: 4 s, a verse a second.
const IKHLAS_WORDS = [
  ['قُلۡ', 'هُوَ', 'ٱللَّهُ', 'أَحَدٌ'],
  ['ٱللَّهُ', 'ٱلصَّمَدُ'],
  ['لَمۡ', 'يَلِدۡ', 'وَلَمۡ', 'يُولَدۡ'],
  ['وَلَمۡ', 'يَكُن', 'لَّهُۥ', 'كُفُوًا', 'أَحَدُۢ'],
];

export const ikhlasRecordedVerses = IKHLAS_WORDS.map((words, index) => ({
  surah_id: 112,
  ayah_id: index + 1,
  words,
  audio_url: `/media/audio/${6222 + index}.mp3`,
  start_ms: index * 1000,
}));

export const IKHLAS = {
  kind: 'verses',
  from_verse: { surah_id: 112, ayah_id: 1 },
  to_verse: { surah_id: 112, ayah_id: 4 },
} as const;

export function recordingDetail(fields: Partial<RecordingDetail> = {}): RecordingDetail {
  return {
    upload_id: '5b4b3c1e-0000-4000-8000-000000000001',
    recorded_at: '2026-12-05T10:00:00Z',
    duration_ms: 4000,
    size: 64_000,
    content_type: 'audio/webm',
    kept: false,
    expires_at: '2027-01-04T10:00:00Z',
    passage: IKHLAS,
    verses: ikhlasRecordedVerses,
    slips: [],
    recitation_session: null,
    ...fields,
  };
}

export function waitingRecording(fields: Partial<WaitingRecording> = {}): WaitingRecording {
  return {
    uploadId: '5b4b3c1e-0000-4000-8000-000000000002',
    audio: new Blob(['fake audio'], { type: 'audio/webm' }),
    details: { passage: IKHLAS, verse_starts: [0, 1000, 2000, 3000], slips: [], recitation_session: null },
    verses: ikhlasRecordedVerses,
    durationMs: 4000,
    recordedAt: '2026-12-05T11:00:00Z',
    ...fields,
  };
}

type Sent = { method: string; path: string; body?: unknown; form?: FormData };

/**
 * The recordings' calls, over `recordings` held on the server (what the learner's calls change), and every call
 * made. An upload answers `uploadStatus` (201: taken in; an error with `refusedFields`).
 */
export function serveRecordings({
  recordings = [],
  uploadStatus = 201,
  refusedFields = { audio: ['Refused.'] },
}: { recordings?: RecordingDetail[]; uploadStatus?: number; refusedFields?: Record<string, string[]> } = {}) {
  const held = [...recordings];
  const sent: Sent[] = [];
  const find = (id: unknown) => held.find((recording) => recording.upload_id === id);
  server.use(
    http.get(api('/recordings/'), () =>
      HttpResponse.json<RecordingList>({
        recordings: held,
        held: { count: held.length, bytes: held.reduce((sum, recording) => sum + recording.size, 0) },
        limits: {
          count: 50,
          bytes: 200 * 1024 * 1024,
          recording_bytes: 20 * 1024 * 1024,
          recording_seconds: 900,
          days_kept: 30,
        },
      }),
    ),
    http.post(api('/recordings/'), async ({ request }) => {
      const form = await request.formData();
      sent.push({ method: 'POST', path: '/recordings/', form });
      if (uploadStatus >= 400) {
        return HttpResponse.json({ message: 'Refused.', fields: refusedFields }, { status: uploadStatus });
      }
      const details = JSON.parse(String(form.get('details'))) as { slips: RecordingDetail['slips'] };
      const recording = recordingDetail({ upload_id: String(form.get('upload_id')), slips: details.slips });
      held.unshift(recording);
      return HttpResponse.json(recording, { status: 201 });
    }),
    http.get(api('/recordings/:id/'), ({ params }) => {
      const recording = find(params.id);
      return recording
        ? HttpResponse.json(recording)
        : HttpResponse.json({ message: 'No recording of yours has this id.', fields: {} }, { status: 404 });
    }),
    http.get(api('/recordings/:id/audio/'), ({ params }) => {
      sent.push({ method: 'GET', path: `/recordings/${String(params.id)}/audio/` });
      return find(params.id)
        ? new HttpResponse('audio', { headers: { 'Content-Type': 'audio/webm' } })
        : new HttpResponse(null, { status: 404 });
    }),
    http.patch(api('/recordings/:id/'), async ({ params, request }) => {
      const body = (await request.json()) as Partial<RecordingDetail>;
      sent.push({ method: 'PATCH', path: `/recordings/${String(params.id)}/`, body });
      const recording = find(params.id);
      if (!recording) return new HttpResponse(null, { status: 404 });
      Object.assign(recording, body, 'kept' in body ? { expires_at: body.kept ? null : recording.expires_at } : {});
      return HttpResponse.json(recording);
    }),
    http.delete(api('/recordings/:id/'), ({ params }) => {
      sent.push({ method: 'DELETE', path: `/recordings/${String(params.id)}/` });
      const index = held.findIndex((recording) => recording.upload_id === params.id);
      if (index < 0) return new HttpResponse(null, { status: 404 });
      held.splice(index, 1);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { held, sent };
}
