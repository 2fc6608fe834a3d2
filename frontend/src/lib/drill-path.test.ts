import { describe, expect, it } from 'vitest';

import { drillAgainst, drillPath } from './drill-path';

describe('drillPath', () => {
  it('names the verse, and the look-alike of a pair after it', () => {
    expect(drillPath({ surah_id: 2, ayah_id: 35 })).toBe('/drill/2/35');
    expect(drillPath({ surah_id: 2, ayah_id: 35 }, { surah_id: 7, ayah_id: 19 })).toBe('/drill/2/35?with=7:19');
  });

  it('reads back the pair’s look-alike, and nothing from an address that names none', () => {
    expect(drillAgainst('7:19')).toEqual({ surah_id: 7, ayah_id: 19 });
    for (const value of [null, '', '7', '7:', ':19', '7:19:1', 'a:b', '7:19 ', '1234:1']) {
      expect(drillAgainst(value)).toBeUndefined();
    }
  });
});
