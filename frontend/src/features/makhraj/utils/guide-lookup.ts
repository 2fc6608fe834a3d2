import type { MakhrajArea, MakhrajGuide, MakhrajLetter, MakhrajPoint } from '@/types/api';

/** The guide's parts by their ids, for the page to follow its links (a point's letters, a letter's point). */
export type GuideLookup = {
  area: (id: string) => MakhrajArea | undefined;
  point: (number: number) => MakhrajPoint | undefined;
  letter: (id: string) => MakhrajLetter | undefined;
  lettersAt: (point: MakhrajPoint) => MakhrajLetter[];
};

export function guideLookup(guide: MakhrajGuide): GuideLookup {
  const letters = new Map(guide.letters.map((letter) => [letter.id, letter]));
  return {
    area: (id) => guide.areas.find((area) => area.id === id),
    point: (number) => guide.points.find((point) => point.number === number),
    letter: (id) => letters.get(id),
    lettersAt: (point) => point.letters.flatMap((id) => letters.get(id) ?? []),
  };
}
