// Shapes of the /api/v1 calls this app makes, named for the app: aliases of the types openapi-typescript generates
// from the backend's OpenAPI schema (openapi.d.ts; `make api-types` regenerates it, CI checks it for drift).
// A shape the API changes is changed in the backend, never here.

import type { components } from './openapi';

type Schemas = components['schemas'];

/**
 * An error answer's body, read defensively: the app's errors all have the ApiError shape, but a body from the web
 * server or a proxy (an over-long URL, a gateway timeout) may have neither field.
 */
export type ApiErrorBody = Partial<Schemas['ApiError']>;

export type PublicConfig = Schemas['PublicConfigOutput'];

export type LandingFigures = Schemas['LandingFiguresOutput'];

export type LoginResponse = Schemas['LoginOutput'];

export type ProfileInfo = Schemas['ProfileInfo'];

/** A passkey ceremony's options (WebAuthn's JSON), for @simplewebauthn/browser. */
export type PasskeyOptions = Schemas['PasskeyOptions'];

export type Passkey = Schemas['PasskeyItem'];

export type PasskeyList = Schemas['PasskeyList'];

/** The learner's confirmed address for sign-in links (null: none). */
export type SignInEmail = Schemas['SignInEmail'];

export type ProfileInfoUpdate = Schemas['ProfileUpdateInputRequest'];

export type ProfilePrivacy = Schemas['ProfilePrivacy'];

export type ProfilePhoto = Schemas['ProfilePhotoInfo'];

export type ProfilePhotoUpload = Schemas['ProfilePhotoUpdate'];

/** GET /chapters/ and /chapters/{id}: the shape of a public chapters service (docs/product.md §7). */
export type Chapter = Schemas['ChapterOutput'];

export type ChapterList = Schemas['ChapterListOutput'];

export type ChapterDetail = Schemas['ChapterDetailOutput'];

/** The body of every per-verse call (progress, bookmarks, reviews). */
export type VerseReference = Schemas['VerseReferenceInputRequest'];

/** GET /verses/{surah_id}/{ayah_id}/: a verse's whole content (the learn card). */
export type Verse = Schemas['Verse'];

export type AyahProgress = Schemas['AyahProgress'];

/** A verse's look-alikes, best first, their words marked shared or different. */
export type SimilarVerses = Schemas['SimilarVerseListOutput'];

export type SimilarVerse = Schemas['SimilarVerse'];

export type MarkedWord = Schemas['MarkedWord'];

/** Where a phrase two look-alike verses share lies in a verse's words (start included, end not). */
export type PhraseSpan = Schemas['PhraseSpan'];

export type Level = Schemas['Level'];
/** GET /juz/ (public): the 30 juz, where each starts and ends. */
export type Juz = Schemas['Juz'];
export type JuzList = Schemas['JuzList'];
/** GET /pages/{page}/ (public): a page of the Madani mushaf, its lines and its verses in order. */
export type MushafPage = Schemas['Page'];
export type PageVerse = Schemas['PageVerse'];
export type PageLine = Schemas['PageLine'];
/** GET /progress/pages/{page}/: the page's verses the learner has memorised. */
export type PageProgress = Schemas['PageProgress'];
/** GET /progress/portions/: the share memorised of each juz, hizb and page. */
export type PortionProgress = Schemas['PortionProgress'];
export type PortionShare = Schemas['PortionShare'];

export type Bookmark = Schemas['Bookmark'];

/** GET /bookmarks/: one page of them. */
export type BookmarkPage = Schemas['BookmarkPage'];

/** GET and PUT /path/: the order the learner takes the chapters in, and how many new verses a day. */
export type LearningPathKind = Schemas['LearningPathKindEnum'];

export type LearningPath = Schemas['LearningPath'];

/** What the app sends: it always names the chapter (null on Hafiz's path), which the API lets it leave out. */
export type LearningPathUpdate = Schemas['LearningPathSetInputRequest'] & Pick<LearningPath, 'chapter'>;

/** GET /review/today/. */
export type ReviewToday = Schemas['ReviewTodayOutput'];

/** POST /games/results/: a dealt game's moves, to be graded once (a retry sends the same win_id). */
export type GameGrading = Schemas['GameGradeInputRequest'];

/** One move of a game, as the grading call replays it, in its game's shape (features/games/<game>/). */
export type GameMove = Schemas['GameMoveRequest'];

/** The server's verdict on a graded game: won, mistakes, and what a win did to progress and xp. */
export type GameVerdict = Schemas['GameGradeOutput'];

/** What a game's next win on a verse would pay (GET /progress/next_xp/), for its tile. */
export type NextWinPay = Schemas['NextWinPay'];

/** POST /review/: a graded game on a memorised verse, rated from its grading. */
export type ReviewRecord = Schemas['ReviewRecordInputRequest'];

export type ReviewRating = Schemas['ReviewRatingEnum'];

export type ReviewOutcome = Schemas['ReviewRecordOutput'];

/** GET /review/stats/. */
export type ReviewStats = Schemas['ReviewStatsOutput'];

/** Two verses a learner took for each other in the "Which one?" drill, the first in the Qur'an's order first. */
export type VersePair = Schemas['VersePair'];

/** GET /review/confusions/: the pairs confused most, with how often. */
export type ConfusedPairs = Schemas['ConfusedPairListOutput'];

export type ConfusedPair = Schemas['ConfusedPair'];

export type RecitationPassage = Schemas['RecitationPassageRequest'];
export type RecitationPassageVerses = Schemas['RecitationPassageOutput'];
export type RecitationRecord = Schemas['RecitationInputRequest'];
export type RecitationResult = Schemas['RecitationRecordOutput'];
export type RecitedVerseResult = Schemas['RecitationRecordOutputVerse'];

/** A word the learner keeps slipping on reciting, and how much (docs/product.md §2.17). */
export type WeakWord = Schemas['WeakWord'];
/** GET /recitations/weak-words/: a passage's verses that hold weak words. */
export type WeakWords = Schemas['WeakWordsOutput'];
/** GET /recitations/weak-spots/: the learner's weakest verses. */
export type WeakSpots = Schemas['WeakSpotsOutput'];
export type WeakSpot = Schemas['WeakSpotsOutputVerse'];
/** GET /recitations/slip-history/: slips by week, and the verses mended. */
export type SlipHistory = Schemas['SlipHistoryOutput'];

/** GET /recordings/: the learner's recordings of their recitations, with their quota (docs/product.md §2.18). */
export type RecordingList = Schemas['RecordingListOutput'];
export type RecordingSummary = Schemas['Recording'];
/** GET /recordings/{upload_id}/: one recording, its verses (where each starts in it) and the slips marked on it. */
export type RecordingDetail = Schemas['RecordingDetail'];
export type RecordingSlip = Schemas['RecordingSlip'];
/** What POST /recordings/ takes beside the audio, as the JSON text of its `details` field. */
export type RecordingDetails = {
  passage: RecitationPassage;
  verse_starts: (number | null)[];
  slips: RecitationRecord['slips'];
  recitation_session: string | null;
};

/** GET, PUT, PATCH /plan/: the learner's hifz plan and its forecast, both null before they make one (§2.19). */
export type PlanAndForecast = Schemas['PlanAndForecast'];
export type HifzPlan = Schemas['HifzPlan'];
export type PlanSettings = Schemas['PlanInputRequest'];
/** POST /plan/forecast/: what a plan would come to, and with `finish_by` the lines a day it needs. */
export type PlanForecast = Schemas['PlanForecast'];
export type PlanForecastRequest = Schemas['ForecastInputRequest'];
/** GET /plan/today/: today's sabaq, sabqi and manzil. */
export type PlanToday = Schemas['PlanToday'];
export type PlanPart = Schemas['PlanPart'];
export type VerseRange = Schemas['VerseRange'];
/** GET /plan/chart/: pages memorised against the plan's line. */
export type PlanChart = Schemas['PlanChart'];

/** The makhraj guide (GET /makhraj/): where each letter is born, its sifat and example words. */
export type MakhrajGuide = Schemas['MakhrajGuide'];
export type MakhrajArea = Schemas['MakhrajArea'];
export type MakhrajPoint = Schemas['MakhrajPoint'];
export type MakhrajLetter = Schemas['MakhrajLetter'];
export type LetterExample = Schemas['LetterExample'];
export type Sifah = Schemas['Sifah'];
/** Where a letter stands in a word's text: [start, end). */
export type LetterSpan = Schemas['LetterSpan'];

export type MakhrajPointGame = Schemas['MakhrajPointGame'];
export type MakhrajLetterGame = Schemas['MakhrajLetterGame'];
