/**
 * The drawing of the head in profile, facing right, in the SVG's own units: the outline, the five areas' shapes and,
 * for each of the seventeen points, where it lies (`spot`) and where its numbered badge sits (`badge`), joined by a
 * leader line. The view box crops the empty margin round the head, so a badge is 25 px across on a 360 px phone, 7 px
 * apart from the next. The tongue's ten points lie a few units apart, too close to touch, so their badges stand in two
 * rows under the chin, in the spots' order from the throat outwards. The spots are where the tongue meets its place:
 * the palate (5–7), the molars (8), the gums behind the upper teeth (9–11), the roots of the upper front teeth (12),
 * behind the lower ones (13) and the upper teeth's edges (14).
 */

export type AreaId = 'jawf' | 'halq' | 'lisan' | 'shafatan' | 'khayshum';

type Xy = readonly [x: number, y: number];

export const VIEW_BOX = '64 14 340 326';

export const HEAD_OUTLINE =
  'M110,338 C100,292 80,262 82,212 C70,120 110,25 190,22 C255,20 290,55 292,95 L300,110 L334,142 L306,152 ' +
  'L308,166 C320,170 318,181 302,184 C318,188 320,201 306,205 C310,222 304,238 292,246 C275,258 250,262 230,268 ' +
  'L228,338';

export const PALATE = 'M176,152 C215,139 262,144 294,165';
export const UPPER_TEETH = 'M288,163 L298,166 L297,181 L290,180 Z';
export const LOWER_TEETH = 'M287,190 L296,189 L297,204 L289,204 Z';

export const AREA_SHAPES: Record<AreaId, string> = {
  // The empty space of the mouth, between the palate and the tongue.
  jawf: 'M176,154 C215,142 262,147 288,166 L288,181 C262,172 232,167 206,172 C190,176 180,186 170,196 Z',
  // The throat, from the larynx up to the back of the mouth.
  halq: 'M136,300 L138,180 C142,164 158,156 176,154 L170,196 C166,230 166,268 168,300 Z',
  lisan:
    'M170,300 C168,240 172,203 195,184 C220,168 262,172 290,183 C296,187 294,193 286,194 C262,197 240,206 226,226 ' +
    'C215,246 206,272 202,300 Z',
  // Both lips and the slit between them: one shape, so that its middle is the lips too.
  shafatan: 'M299,165 C316,167 320,179 306,184 C320,188 320,202 305,205 L299,205 Z',
  khayshum: 'M224,127 C246,114 300,118 322,139 C300,148 250,147 224,137 Z',
};

export type PointPlace = { area: AreaId; spot: Xy; badge: Xy };

const BADGE_ROWS = { upper: 292, lower: 320 } as const;

export const POINT_PLACES: Record<number, PointPlace> = {
  1: { area: 'jawf', spot: [232, 160], badge: [222, 104] },
  2: { area: 'halq', spot: [152, 286], badge: [108, 290] },
  3: { area: 'halq', spot: [152, 246], badge: [108, 250] },
  4: { area: 'halq', spot: [156, 204], badge: [108, 210] },
  5: { area: 'lisan', spot: [186, 190], badge: [246, BADGE_ROWS.upper] },
  6: { area: 'lisan', spot: [202, 180], badge: [278, BADGE_ROWS.upper] },
  7: { area: 'lisan', spot: [228, 172], badge: [310, BADGE_ROWS.upper] },
  8: { area: 'lisan', spot: [254, 174], badge: [342, BADGE_ROWS.upper] },
  9: { area: 'lisan', spot: [270, 168], badge: [374, BADGE_ROWS.upper] },
  10: { area: 'lisan', spot: [277, 167], badge: [262, BADGE_ROWS.lower] },
  11: { area: 'lisan', spot: [283, 168], badge: [294, BADGE_ROWS.lower] },
  12: { area: 'lisan', spot: [289, 169], badge: [326, BADGE_ROWS.lower] },
  13: { area: 'lisan', spot: [290, 194], badge: [358, BADGE_ROWS.lower] },
  14: { area: 'lisan', spot: [296, 183], badge: [390, BADGE_ROWS.lower] },
  15: { area: 'shafatan', spot: [301, 194], badge: [370, 214] },
  16: { area: 'shafatan', spot: [310, 185], badge: [370, 178] },
  17: { area: 'khayshum', spot: [290, 132], badge: [368, 110] },
};

export const POINT_NUMBERS = Object.keys(POINT_PLACES).map(Number);

export const BADGE_RADIUS = 12.5;
