import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import i18n from '@/lib/i18n';
import { api } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import type { MarkedWord, SimilarVerse, SimilarVerses as SimilarVersesBody } from '@/types/api';

import { SimilarVerses } from './similar-verses';

const marked = (text: string): MarkedWord[] =>
  text
    .split(' ')
    .map((word) => (word.startsWith('*') ? { text: word.slice(1), same: false } : { text: word, same: true }));

/** A look-alike: its words and the asked verse's words, each marked against the other (a * marks a difference). */
const lookalike = (chapter: number, verse: number, score: number, words: string, verseWords = words): SimilarVerse => ({
  surah_id: chapter,
  ayah_id: verse,
  kind: 'verse',
  score,
  words: marked(words),
  verse_words: marked(verseWords),
  phrase: null,
  verse_phrase: null,
});

// 2:35 and 7:19, shortened: the words that differ are starred.
const adamIn2_35 = '*وقلنا *يادم اسكن انت وزوجك الجنة *وكلا *منها *رغدا حيث شئتما';
const adam: SimilarVersesBody = {
  similar: [lookalike(112, 4, 0.76, '*ويادم اسكن انت وزوجك الجنة *فكلا *من حيث شئتما', adamIn2_35)],
  words: marked(adamIn2_35),
};

// 25:52 and 33:48 share «لا تطع الكافرين» behind «فلا» / «ولا», each phrase with the word after it.
const sharedPhrase: SimilarVerse = {
  ...lookalike(33, 48, 0.21, '*ولا تطع الكافرين *والمنافقين *ودع *اذاهم', '*فلا تطع الكافرين *وجاهدهم *به'),
  kind: 'phrase',
  phrase: { start: 0, end: 4 },
  verse_phrase: { start: 0, end: 4 },
};

function answer(body: SimilarVersesBody) {
  server.use(http.get(api('/verses/2/35/similar/'), () => HttpResponse.json(body)));
}

/** The lit words, without the words a screen reader hears after each. */
const litWords = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('mark'), (mark) => mark.firstChild?.textContent);

describe('SimilarVerses', () => {
  it('shows each look-alike with a link and the words that differ lit in both verses', async () => {
    answer(adam);
    renderWithProviders(<SimilarVerses chapter={2} verse={35} />);

    const section = await screen.findByRole('region', { name: 'Similar verses' });
    const link = await within(section).findByRole('link', { name: 'Al-Ikhlas 112:4' });
    expect(link).toHaveAttribute('href', '/games/112/4');
    const item = within(section).getByRole('listitem');
    expect(litWords(item)).toEqual(['ويادم', 'فكلا', 'من']);
    expect(within(item).getByText('76% alike')).toBeInTheDocument();
    const thisVerse = within(section).getByText('This verse, compared with Al-Ikhlas 112:4').parentElement!;
    expect(litWords(thisVerse)).toEqual(['وقلنا', 'يادم', 'وكلا', 'منها', 'رغدا']);
    expect(thisVerse.querySelector('[lang="ar"]')).toHaveAttribute('dir', 'rtl');
    expect(item.querySelector('mark')).toHaveTextContent('ويادم (differs)');
    expect(within(section).getByRole('link', { name: 'Which one? Practise telling them apart' })).toHaveAttribute(
      'href',
      '/drill/2/35',
    );
  });

  it('speaks Russian', async () => {
    await i18n.changeLanguage('ru');
    answer(adam);
    renderWithProviders(<SimilarVerses chapter={2} verse={35} />);

    const section = await screen.findByRole('region', { name: 'Похожие аяты' });
    expect(await within(section).findByRole('link', { name: 'Аль-Ихляс 112:4' })).toBeInTheDocument();
    expect(within(section).getByText('Сходство 76 %')).toBeInTheDocument();
    expect(within(section).getByText(/Слова, которыми они отличаются, выделены/)).toBeInTheDocument();
    expect(section.querySelector('mark')).toHaveTextContent('(отличается)');
  });

  it('lists the places of a refrain repeated word for word, by chapter, instead of lighting nothing', async () => {
    const refrain = 'ويل يومئذ للمكذبين';
    answer({
      similar: [lookalike(77, 19, 1, refrain), lookalike(77, 24, 1, refrain), lookalike(112, 2, 1, refrain)],
      words: marked(refrain),
    });
    renderWithProviders(<SimilarVerses chapter={2} verse={35} />);

    const section = await screen.findByRole('region', { name: 'Similar verses' });
    const places = within(section).getByText(/The same verse, word for word, also stands at/);
    await waitFor(() =>
      expect(places).toHaveTextContent(
        'The same verse, word for word, also stands at: Chapter 77 77:19, 77:24; Al-Ikhlas 112:2',
      ),
    );
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/games/77/19', '/games/77/24', '/games/112/2']);
    expect(within(section).queryByRole('listitem')).not.toBeInTheDocument();
    expect(section.querySelector('mark')).toBeNull();
  });

  it('shows a shorter verse held whole inside this one as a look-alike, not as a repeat', async () => {
    answer({
      similar: [
        lookalike(3, 2, 0.25, 'الله لا إله إلا هو الحي القيوم', 'الله لا إله إلا هو الحي القيوم *لا *تأخذه *سنة'),
      ],
      words: marked('الله لا إله إلا هو الحي القيوم *لا *تأخذه *سنة'),
    });
    renderWithProviders(<SimilarVerses chapter={2} verse={35} />);

    const section = await screen.findByRole('region', { name: 'Similar verses' });
    expect(within(section).getByRole('listitem')).toHaveTextContent('25% alike');
    expect(within(section).queryByText(/word for word/)).not.toBeInTheDocument();
    expect(litWords(within(section).getByText(/This verse, compared with/).parentElement!)).toEqual([
      'لا',
      'تأخذه',
      'سنة',
    ]);
  });

  it('lights this verse against the look-alike the learner picks', async () => {
    answer({
      similar: [
        lookalike(3, 2, 0.5, 'قل *هو الله أحد', 'قل *هي الله أحد الصمد'),
        lookalike(3, 3, 0.4, 'قل هي الله *واحد', 'قل هي الله *أحد *الصمد'),
      ],
      words: marked('قل *هي الله أحد الصمد'),
    });
    const { user } = renderWithProviders(<SimilarVerses chapter={2} verse={35} />);

    const section = await screen.findByRole('region', { name: 'Similar verses' });
    const thisVerse = () => within(section).getByText(/This verse, compared with/).parentElement!;
    const [first, second] = within(section).getAllByRole('button', { name: /Compare this verse with/ });
    expect(first).toHaveAttribute('aria-pressed', 'true');
    expect(litWords(thisVerse())).toEqual(['هي']);

    await user.click(second);

    expect(second).toHaveAttribute('aria-pressed', 'true');
    expect(first).toHaveAttribute('aria-pressed', 'false');
    expect(thisVerse()).toHaveTextContent('This verse, compared with Chapter 3 3:3');
    expect(litWords(thisVerse())).toEqual(['أحد', 'الصمد']);
  });

  it('folds a long list under a button that shows them all', async () => {
    const many = [1, 2, 3, 4, 5, 6].map((verse) => lookalike(3, verse, 0.5, 'قل *هو الله أحد'));
    answer({ similar: many, words: marked('قل *هي الله أحد') });
    const { user } = renderWithProviders(<SimilarVerses chapter={2} verse={35} />);

    const section = await screen.findByRole('region', { name: 'Similar verses' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
    await user.click(within(section).getByRole('button', { name: 'Show all 6' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(6);
    await user.click(within(section).getByRole('button', { name: 'Show fewer' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(4);
  });

  it('lists shared phrases apart from whole verses alike, each phrase in both verses with its differing word lit', async () => {
    answer({ similar: [...adam.similar, sharedPhrase], words: adam.words });
    renderWithProviders(<SimilarVerses chapter={2} verse={35} />);

    const section = await screen.findByRole('region', { name: 'Similar verses' });
    const whole = within(section).getByRole('region', { name: 'Whole verses alike' });
    const phrases = within(section).getByRole('region', { name: 'Shared phrases' });
    expect(within(whole).getByRole('link', { name: 'Al-Ikhlas 112:4' })).toBeInTheDocument();
    expect(within(whole).queryByRole('link', { name: /33:48/ })).not.toBeInTheDocument();
    const item = within(phrases).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Chapter 33 33:48' })).toHaveAttribute('href', '/games/33/48');
    expect(item).not.toHaveTextContent('% alike');
    const [theirs, ours] = Array.from(item.querySelectorAll('[lang="ar"]'));
    expect(litWords(theirs as HTMLElement)).toEqual(['ولا', 'والمنافقين']);
    expect(litWords(ours as HTMLElement)).toEqual(['فلا', 'وجاهدهم']);
    // Only the phrase is shown, with an ellipsis where the verse goes on.
    expect(theirs).not.toHaveTextContent('ودع');
    expect(theirs.textContent?.trim().endsWith('…')).toBe(true);
    expect(within(item).getByText('In this verse:')).toBeInTheDocument();
  });

  it('names the shared phrases in Russian', async () => {
    await i18n.changeLanguage('ru');
    answer({ similar: [sharedPhrase], words: sharedPhrase.verse_words });
    renderWithProviders(<SimilarVerses chapter={2} verse={35} />);

    const section = await screen.findByRole('region', { name: 'Похожие аяты' });
    const phrases = within(section).getByRole('region', { name: 'Общие фразы' });
    expect(within(phrases).getByText('В этом аяте:')).toBeInTheDocument();
    expect(within(section).queryByRole('region', { name: 'Похожи целиком' })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Какой из них? Потренируйтесь различать' })).toBeInTheDocument();
  });

  it('shows nothing for a verse without look-alikes', async () => {
    let asked = false;
    server.use(
      http.get(api('/verses/2/35/similar/'), () => {
        asked = true;
        return HttpResponse.json<SimilarVersesBody>({ similar: [], words: [] });
      }),
    );
    renderWithProviders(<SimilarVerses chapter={2} verse={35} />);

    await vi.waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('region', { name: 'Similar verses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
