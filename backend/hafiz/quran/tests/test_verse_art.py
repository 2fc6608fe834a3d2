import math
import random
import re
import time
import xml.etree.ElementTree as ET
from collections import Counter

import pytest

from hafiz.quran.verse_art import TILINGS, verse_art_design, verse_art_svg

SVG = "{http://www.w3.org/2000/svg}"

# Verses per chapter, 1..114 (6236 in all).
VERSE_COUNTS = [
    7, 286, 200, 176, 120, 165, 206, 75, 129, 109, 123, 111, 43, 52, 99, 128, 111, 110, 98, 135,
    112, 78, 118, 64, 77, 227, 93, 88, 69, 60, 34, 30, 73, 54, 45, 83, 182, 88, 75, 85,
    54, 53, 89, 59, 37, 35, 38, 29, 18, 45, 60, 49, 62, 55, 78, 96, 29, 22, 24, 13,
    14, 11, 11, 18, 12, 12, 30, 52, 52, 44, 28, 28, 20, 56, 40, 31, 50, 40, 46, 42,
    29, 19, 36, 25, 22, 17, 19, 26, 30, 20, 15, 21, 11, 8, 8, 19, 5, 8, 8, 11,
    11, 8, 3, 9, 5, 4, 7, 3, 6, 3, 5, 4, 5, 6,
]  # fmt: skip

REFERENCES = [(chapter, verse) for chapter, count in enumerate(VERSE_COUNTS, start=1) for verse in range(1, count + 1)]
# (chapter, verse, global number) of every verse, in reading order.
VERSES = [(chapter, verse, number) for number, (chapter, verse) in enumerate(REFERENCES, start=1)]
GLOBAL_NUMBER = {(chapter, verse): number for chapter, verse, number in VERSES}


def art(chapter: int, verse: int, name: str = "Al-Ikhlas") -> str:
    return verse_art_svg(
        chapter_number=chapter,
        verse_number=verse,
        global_number=GLOBAL_NUMBER[(chapter, verse)],
        chapter_name=name,
    )


def design(chapter: int, verse: int):
    return verse_art_design(chapter_number=chapter, verse_number=verse, global_number=GLOBAL_NUMBER[(chapter, verse)])


def hue_distance(a: float, b: float) -> float:
    return abs((a - b + 180) % 360 - 180)


def colours_used(svg: str) -> set[str]:
    return set(re.findall(r'(?:fill|stroke|stop-color)="(#[0-9a-f]{6})"', svg))


def texts(svg: str) -> list[str]:
    return ["".join(node.itertext()) for node in ET.fromstring(svg).iter(f"{SVG}text")]


def relative_luminance(colour: str) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast(a: str, b: str) -> float:
    high, low = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


SAMPLE = random.Random(2024).sample(VERSES, 500)


def test_verse_counts_cover_the_whole_quran():
    assert len(VERSE_COUNTS) == 114
    assert len(VERSES) == 6236


def test_image_is_a_standalone_svg_document():
    root = ET.fromstring(art(112, 1))

    assert root.tag == f"{SVG}svg"
    assert root.get("viewBox") == "0 0 480 320"
    assert (root.get("width"), root.get("height")) == ("480", "320")


def test_same_verse_gives_the_identical_image():
    assert art(2, 255, "Al-Baqarah") == art(2, 255, "Al-Baqarah")


def test_image_shows_the_reference_and_chapter_name():
    svg = art(112, 1)

    assert texts(svg) == ["112:1", "Al-Ikhlas"]
    assert ET.fromstring(svg).find(f"{SVG}title").text == "Qur'an 112:1, Al-Ikhlas"


def test_image_without_chapter_name_shows_the_reference_alone():
    assert texts(art(1, 1, name="")) == ["1:1"]


def test_chapter_name_is_xml_escaped():
    name = 'Ash-Shu\'ara <"&">'
    svg = art(26, 227, name=name)

    assert texts(svg) == ["26:227", name]
    assert ET.fromstring(svg).get("aria-label") == f"Qur'an 26:227, {name}"


@pytest.mark.parametrize(("chapter", "verse", "number"), [(0, 1, 1), (115, 1, 1), (1, 0, 1), (1, 1, 0)])
def test_a_reference_outside_the_quran_is_refused(chapter, verse, number):
    with pytest.raises(ValueError):
        verse_art_svg(chapter_number=chapter, verse_number=verse, global_number=number, chapter_name="")


def test_image_has_no_scripts_event_handlers_or_outside_references():
    for chapter, verse, _ in SAMPLE[:100]:
        svg = art(chapter, verse, name="An-Nas")
        root = ET.fromstring(svg)
        ids = {node.get("id") for node in root.iter() if node.get("id")}

        assert "<script" not in svg.lower()
        assert {node.tag for node in root.iter()} <= {
            f"{SVG}{tag}"
            for tag in ("svg", "title", "defs", "g", "path", "use", "rect", "circle", "text", "radialGradient", "stop")
        }
        for node in root.iter():
            for attribute, value in node.attrib.items():
                assert not attribute.lower().startswith("on"), attribute
                if attribute.endswith("href"):
                    assert value.startswith("#") and value[1:] in ids, value
                for target in re.findall(r"url\(([^)]*)\)", value):
                    assert target.startswith("#") and target[1:] in ids, value


def test_the_four_verses_of_al_ikhlas_look_different_from_each_other():
    designs = [design(112, verse) for verse in range(1, 5)]
    images = [art(112, verse) for verse in range(1, 5)]

    for i in range(4):
        for j in range(i + 1, 4):
            assert (
                designs[i].family != designs[j].family or hue_distance(designs[i].base_hue, designs[j].base_hue) >= 40
            )
            assert colours_used(images[i]) != colours_used(images[j])


def test_each_verse_looks_different_from_the_next():
    for chapter, verse, number in SAMPLE:
        if number == len(VERSES):
            continue
        next_chapter, next_verse, _ = VERSES[number]  # VERSES[number] is the verse after `number`
        this, following = design(chapter, verse), design(next_chapter, next_verse)

        assert this.family != following.family
        assert hue_distance(this.base_hue, following.base_hue) >= 40
        assert colours_used(art(chapter, verse)) != colours_used(art(next_chapter, next_verse))


def test_every_tiling_family_is_used_evenly():
    families = Counter(design(chapter, verse).family for chapter, verse, _ in VERSES)

    assert set(families) == {tiling.name for tiling in TILINGS}
    assert min(families.values()) >= len(VERSES) // len(TILINGS) - 1


def test_tilings_are_edge_to_edge_so_the_star_straps_join_up():
    # Polygons filling the period exactly, with every edge shared by two of
    # them, means each strap leaving an edge midpoint continues next door.
    for tiling in TILINGS:
        area = sum(sides / (4 * math.tan(math.pi / sides)) for _, _, sides, _ in tiling.motif)
        assert area == pytest.approx(tiling.width * tiling.height), tiling.name

        midpoints: Counter = Counter()
        for cx, cy, sides, first_angle in tiling.motif:
            radius = 1 / (2 * math.sin(math.pi / sides))
            corners = [
                (cx + radius * math.cos(math.radians(first_angle) + 2 * math.pi * i / sides),
                 cy + radius * math.sin(math.radians(first_angle) + 2 * math.pi * i / sides))
                for i in range(sides)
            ]  # fmt: skip
            for (x0, y0), (x1, y1) in zip(corners, corners[1:] + corners[:1]):
                x, y = ((x0 + x1) / 2) % tiling.width, ((y0 + y1) / 2) % tiling.height
                midpoints[(round(x, 6) % round(tiling.width, 6), round(y, 6) % round(tiling.height, 6))] += 1
        assert set(midpoints.values()) == {2}, tiling.name


def test_reference_label_is_high_contrast_on_its_cartouche():
    for chapter, verse, _ in SAMPLE:
        colours = design(chapter, verse).colours

        assert contrast(colours["label"], colours["panel"]) >= 7
        assert contrast(colours["label_soft"], colours["panel"]) >= 4.5


def test_all_6236_images_are_small_and_quick_to_generate():
    # A lenient guard against accidental slowness only; bench/ holds the real measurements.
    started = time.perf_counter()
    sizes = [len(art(chapter, verse).encode()) for chapter, verse, _ in VERSES]
    elapsed = time.perf_counter() - started

    assert max(sizes) < 20_000
    assert elapsed < 15
