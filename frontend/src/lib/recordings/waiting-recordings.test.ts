import { describe, expect, it } from 'vitest';

import { waitingRecording } from '@/testing/recordings-api';
import { signIn } from '@/testing/test-utils';

import { recordingKeep, recordingsWaiting, recordingWaiting, recordingWaitingMarks } from './waiting-recordings';

const vowel = { surah_id: 112, ayah_id: 2, word: 1, kind: 'vowel', drifted_into: null } as const;

describe('recordings waiting on the device', () => {
  it('are kept with their audio, oldest first, and their marks can change', async () => {
    signIn();
    await recordingKeep(waitingRecording({ uploadId: 'later', recordedAt: '2026-12-05T12:00:00Z' }));
    await recordingKeep(waitingRecording({ uploadId: 'earlier', recordedAt: '2026-12-05T09:00:00Z' }));

    expect((await recordingsWaiting()).map((recording) => recording.uploadId)).toEqual(['earlier', 'later']);
    expect(await recordingWaitingMarks('later', [vowel])).toBe(true);
    const later = await recordingWaiting('later');
    expect(later?.details.slips).toEqual([vowel]);
    expect(await later?.audio.text()).toBe('fake audio');
    expect(later?.audio.type).toBe('audio/webm');
    expect(await recordingWaitingMarks('sent-meanwhile', [vowel])).toBe(false);
  });

  it('belong to the sign-in they were made in: another never sees them, and they go once it has ended', async () => {
    signIn('first-learner');
    await recordingKeep(waitingRecording({ uploadId: 'theirs' }));

    signIn('second-learner');
    expect(await recordingWaiting('theirs')).toBeNull();
    expect(await recordingsWaiting()).toEqual([]);

    signIn('first-learner');
    expect(await recordingsWaiting()).toEqual([]);
  });
});
