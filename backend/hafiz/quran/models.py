from django.db import models


class Chapter(models.Model):
    class RevelationPlace(models.TextChoices):
        MECCA = "makkah", "Makkah"
        MEDINA = "madinah", "Madinah"

    number = models.PositiveSmallIntegerField(primary_key=True)
    name_arabic = models.CharField(max_length=64)
    name_simple = models.CharField(max_length=64)
    name_en = models.CharField(max_length=128)
    # The name as Russian editions write it (quran-meta: "Аль-Бакара"); name_ru is its meaning ("Корова").
    name_simple_ru = models.CharField(max_length=64, default="")
    name_ru = models.CharField(max_length=128)
    revelation_place = models.CharField(max_length=8, choices=RevelationPlace.choices)
    verses_count = models.PositiveSmallIntegerField()

    class Meta:
        ordering = ["number"]

    def __str__(self) -> str:
        return f"{self.number}. {self.name_simple}"


class Verse(models.Model):
    chapter = models.ForeignKey(Chapter, on_delete=models.CASCADE, related_name="verses")
    number = models.PositiveSmallIntegerField()
    global_number = models.PositiveSmallIntegerField(unique=True)
    text_uthmani = models.TextField()
    # The verse split into words, standalone pause marks joined to the word before (see quran.words).
    words = models.JSONField(default=list)
    transliteration_en = models.TextField()
    transliteration_ru = models.TextField()
    translation_en = models.TextField()
    translation_ru = models.TextField()
    # The units memorisers count in (quran.divisions); None until the import has filled them in.
    juz = models.PositiveSmallIntegerField(null=True)
    hizb_quarter = models.PositiveSmallIntegerField(null=True)
    page = models.PositiveSmallIntegerField(null=True)
    manzil = models.PositiveSmallIntegerField(null=True)
    ruku = models.PositiveSmallIntegerField(null=True)
    sajda = models.BooleanField(default=False)
    # The line of its page (1 = top) each of `words` stands on in the Madani mushaf (quran.mushaf); empty until the
    # import has filled it in.
    word_lines = models.JSONField(default=list)
    # Generated at import (an SVG ornament); an illustration uploaded in the admin replaces it.
    image = models.FileField(upload_to="verses/", blank=True)

    class Meta:
        ordering = ["global_number"]
        constraints = [
            models.UniqueConstraint(fields=["chapter", "number"], name="unique_verse_per_chapter"),
        ]

    def __str__(self) -> str:
        return f"{self.chapter_id}:{self.number}"


class SimilarVerse(models.Model):
    """One direction of a look-alike pair (quran.lookalikes): `verse` resembles `similar`. Both directions are stored,
    so a verse's look-alikes are one indexed read."""

    class Kind(models.TextChoices):
        VERSE = "verse", "Whole verses alike"
        PHRASE = "phrase", "A shared phrase"

    verse = models.ForeignKey(Verse, on_delete=models.CASCADE, related_name="similar_verses")
    similar = models.ForeignKey(Verse, on_delete=models.CASCADE, related_name="+")
    kind = models.CharField(max_length=6, choices=Kind.choices, default=Kind.VERSE)
    score = models.FloatField()
    # Per word of Verse.words: whether the other verse shares it (False marks a word that differs).
    verse_same = models.JSONField()
    similar_same = models.JSONField()
    # A shared phrase's place in each verse, [first word, last word + 1] of Verse.words, and its weight (which ranks
    # a verse's shared phrases); null for whole verses.
    verse_phrase = models.JSONField(null=True, blank=True)
    similar_phrase = models.JSONField(null=True, blank=True)
    phrase_weight = models.FloatField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["verse", "similar"], name="unique_similar_verse_pair"),
        ]

    def __str__(self) -> str:
        return f"{self.verse} ~ {self.similar}"


class ContentStamp(models.Model):
    """One row: a digest of every chapter and verse as stored. The import and the admin's edits write it anew
    (services.content_stamp_refresh); each app process compares it with the content it holds (quran.content)."""

    stamp = models.CharField(max_length=32)
    changed_at = models.DateTimeField(auto_now=True)

    def __str__(self) -> str:
        return self.stamp
