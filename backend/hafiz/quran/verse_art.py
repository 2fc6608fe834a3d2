"""Non-figurative verse images: Islamic geometric ornament as standalone SVG.

Every verse gets a periodic star pattern built with Hankin's "polygons in
contact" method over one of seven Archimedean tilings, two n-fold rosette
medallions and a cartouche carrying the verse reference. The design is a pure
function of the verse, so the import can regenerate any image byte for byte.

Neighbouring verses must look clearly different (two of the games pair a
verse's text with its image), so the two most visible choices are not
left to chance: the base hue advances by the golden angle per global verse
number and the tiling family cycles with a step coprime to the family count.
Everything finer (contact angle, scale, rotation, colour scheme, rosettes)
comes from a random source seeded with a hash of the reference.
"""

from __future__ import annotations

import colorsys
import hashlib
import math
import random
from dataclasses import dataclass
from xml.sax.saxutils import escape

WIDTH = 480
HEIGHT = 320

CHAPTER_COUNT = 114

# Golden angle: consecutive verses sit ~137.5° apart on the colour wheel, and
# any run of nearby verses spreads evenly around it.
_HUE_STEP = 137.50776
_HUE_JITTER = 8.0

# Offsets (degrees) of the two secondary hues from the base hue.
_SCHEMES = {
    "complementary": (180.0, 150.0),
    "analogous": (35.0, -35.0),
    "triadic": (120.0, 240.0),
    "split-complementary": (150.0, 210.0),
}

# (n, k) of the {n/k} star polygons used in the medallions.
_ROSETTES = ((8, 3), (10, 3), (10, 4), (12, 5), (12, 4), (16, 5), (16, 6))

_FONT = "Georgia, 'Times New Roman', serif"
# Extra entity for text placed inside a double-quoted attribute.
_QUOTE_ENTITY = {'"': "&quot;"}


@dataclass(frozen=True)
class _Tiling:
    name: str
    # Size of the rectangular period for an edge length of 1.
    width: float
    height: float
    # Regular polygons of one period: (centre x, centre y, sides, angle of the first vertex in degrees).
    motif: tuple[tuple[float, float, int, float], ...]


def _trihexagonal() -> _Tiling:  # 3.6.3.6
    s3 = math.sqrt(3)
    return _Tiling(
        "trihexagonal",
        2.0,
        2 * s3,
        (
            (0.0, 0.0, 6, 0.0),
            (1.0, s3, 6, 0.0),
            (1.0, s3 / 3, 3, 270.0),
            (1.0, 5 * s3 / 3, 3, 90.0),
            (0.0, 4 * s3 / 3, 3, 270.0),
            (0.0, 2 * s3 / 3, 3, 90.0),
        ),
    )


def _truncated_hexagonal() -> _Tiling:  # 3.12.12: twelve-point stars
    d = 2 + math.sqrt(3)
    h = d * math.sqrt(3) / 2
    return _Tiling(
        "truncated-hexagonal",
        d,
        2 * h,
        (
            (0.0, 0.0, 12, 15.0),
            (d / 2, h, 12, 15.0),
            (d / 2, h / 3, 3, 30.0),
            (0.0, 2 * h / 3, 3, 90.0),
            (0.0, 4 * h / 3, 3, 30.0),
            (d / 2, 5 * h / 3, 3, 90.0),
        ),
    )


def _squares_between(d: float, h: float) -> tuple[tuple[float, float, int, float], ...]:
    """Squares on the midpoints of a triangular lattice's edges (spacing d, row height h)."""
    return (
        (d / 2, 0.0, 4, 45.0),
        (d / 4, h / 2, 4, 105.0),
        (3 * d / 4, h / 2, 4, 165.0),
        (0.0, h, 4, 45.0),
        (3 * d / 4, 3 * h / 2, 4, 105.0),
        (d / 4, 3 * h / 2, 4, 165.0),
    )


def _truncated_trihexagonal() -> _Tiling:  # 4.6.12: twelve-fold rosettes
    d = 3 + math.sqrt(3)
    h = d * math.sqrt(3) / 2
    return _Tiling(
        "truncated-trihexagonal",
        d,
        2 * h,
        (
            (0.0, 0.0, 12, 15.0),
            (d / 2, h, 12, 15.0),
            *_squares_between(d, h),
            (d / 2, h / 3, 6, 0.0),
            (0.0, 2 * h / 3, 6, 0.0),
            (0.0, 4 * h / 3, 6, 0.0),
            (d / 2, 5 * h / 3, 6, 0.0),
        ),
    )


def _rhombitrihexagonal() -> _Tiling:  # 3.4.6.4
    d = 1 + math.sqrt(3)
    h = d * math.sqrt(3) / 2
    return _Tiling(
        "rhombitrihexagonal",
        d,
        2 * h,
        (
            (0.0, 0.0, 6, 30.0),
            (d / 2, h, 6, 30.0),
            *_squares_between(d, h),
            (d / 2, h / 3, 3, 90.0),
            (0.0, 2 * h / 3, 3, 30.0),
            (0.0, 4 * h / 3, 3, 90.0),
            (d / 2, 5 * h / 3, 3, 30.0),
        ),
    )


def _octagonal() -> _Tiling:  # 4.8.8: the classic eight-point star and cross
    p = 1 + math.sqrt(2)
    return _Tiling("truncated-square", p, p, ((p / 2, p / 2, 8, 22.5), (0.0, 0.0, 4, 0.0)))


def _hexagonal() -> _Tiling:  # 6.6.6: six-point stars
    s3 = math.sqrt(3)
    return _Tiling("hexagonal", s3, 3.0, ((0.0, 0.0, 6, 90.0), (s3 / 2, 1.5, 6, 90.0)))


def _square() -> _Tiling:  # 4.4.4.4: interlaced squares
    return _Tiling("square", 1.0, 1.0, ((0.5, 0.5, 4, 45.0),))


TILINGS: tuple[_Tiling, ...] = (
    _octagonal(),
    _hexagonal(),
    _truncated_hexagonal(),
    _square(),
    _truncated_trihexagonal(),
    _trihexagonal(),
    _rhombitrihexagonal(),
)
# Coprime with len(TILINGS): consecutive verses never share a family, and any
# seven consecutive verses use all seven.
_FAMILY_STEP = 3


@dataclass(frozen=True)
class VerseArtDesign:
    """The choices that make one verse's image look the way it does."""

    family: str
    base_hue: float
    scheme: str
    dark: bool
    contact_angle: float
    rotation: float
    edge_length: float
    rosette: tuple[int, int]
    colours: dict[str, str]


def _hex(hue: float, saturation: float, lightness: float) -> str:
    r, g, b = colorsys.hls_to_rgb((hue % 360) / 360, lightness, saturation)
    return f"#{round(r * 255):02x}{round(g * 255):02x}{round(b * 255):02x}"


def _palette(hue: float, scheme: str, dark: bool) -> dict[str, str]:
    off1, off2 = _SCHEMES[scheme]
    h2, h3 = hue + off1, hue + off2
    if dark:
        colours = {
            "ground": _hex(hue, 0.45, 0.16),
            "field": _hex(h2, 0.40, 0.25),
            "star_major": _hex(hue, 0.55, 0.42),
            "star_minor": _hex(h2, 0.55, 0.52),
            "star_small": _hex(h3, 0.60, 0.58),
            "strap_outer": _hex(hue, 0.40, 0.07),
            "strap_inner": _hex(h3, 0.75, 0.78),
        }
    else:
        colours = {
            "ground": _hex(hue, 0.45, 0.88),
            "field": _hex(h2, 0.40, 0.78),
            "star_major": _hex(hue, 0.60, 0.50),
            "star_minor": _hex(h2, 0.55, 0.62),
            "star_small": _hex(h3, 0.60, 0.70),
            "strap_outer": _hex(hue, 0.55, 0.18),
            "strap_inner": _hex(h3, 0.40, 0.96),
        }
    colours |= {
        "panel": _hex(hue, 0.40, 0.96),
        "label": _hex(hue, 0.70, 0.14),
        "label_soft": _hex(h2, 0.55, 0.25),
        "frame": _hex(h3, 0.65, 0.40),
    }
    return colours


def verse_art_design(*, chapter_number: int, verse_number: int, global_number: int) -> VerseArtDesign:
    """Derive the design of a verse's image; same verse, same design."""
    if not 1 <= chapter_number <= CHAPTER_COUNT:
        raise ValueError(f"chapter_number must be 1..{CHAPTER_COUNT}, got {chapter_number}")
    if verse_number < 1 or global_number < 1:
        raise ValueError("verse_number and global_number must be positive")
    digest = hashlib.sha256(f"hafiz-verse-art:{chapter_number}:{verse_number}".encode()).digest()
    rng = random.Random(int.from_bytes(digest[:16], "big"))

    tiling = TILINGS[(global_number * _FAMILY_STEP) % len(TILINGS)]
    hue = (global_number * _HUE_STEP + rng.uniform(-_HUE_JITTER, _HUE_JITTER)) % 360
    scheme = rng.choice(sorted(_SCHEMES))
    dark = rng.random() < 0.5
    largest_sides = max(sides for _, _, sides, _ in tiling.motif)
    # Scale so the largest polygon spans 46–74 px whatever the tiling.
    edge_length = rng.uniform(46, 74) * math.sin(math.pi / largest_sides)
    return VerseArtDesign(
        family=tiling.name,
        base_hue=round(hue, 2),
        scheme=scheme,
        dark=dark,
        contact_angle=round(rng.uniform(48, 72), 1),
        rotation=round(rng.uniform(0, 60), 1),
        edge_length=round(edge_length, 2),
        rosette=rng.choice(_ROSETTES),
        colours=_palette(hue, scheme, dark),
    )


_Point = tuple[float, float]


def _num(value: float) -> str:
    text = f"{value:.1f}"
    if text.endswith(".0"):
        text = text[:-2]
    return "0" if text == "-0" else text


def _num2(value: float) -> str:
    # Period offsets keep two decimals so repeated periods do not drift apart.
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _polygon_vertices(cx: float, cy: float, sides: int, first_angle: float, edge: float) -> list[_Point]:
    radius = edge / (2 * math.sin(math.pi / sides))
    start = math.radians(first_angle)
    step = 2 * math.pi / sides
    return [(cx + radius * math.cos(start + i * step), cy + radius * math.sin(start + i * step)) for i in range(sides)]


def _hankin_star(vertices: list[_Point], centre: _Point, contact: float) -> list[_Point]:
    """Star traced by rays leaving each edge midpoint at the contact angle.

    Rays from the midpoints either side of a vertex meet, by symmetry, on the
    line from that vertex to the centre; that meeting point is the star's
    inner corner.
    """
    n = len(vertices)
    half_edge = math.dist(vertices[0], vertices[1]) / 2
    half_interior = math.pi / 2 - math.pi / n
    reach = half_edge * math.sin(contact) / math.sin(contact + half_interior)
    cx, cy = centre
    points = []
    for i in range(n):
        (x0, y0), (x1, y1) = vertices[i], vertices[(i + 1) % n]
        points.append(((x0 + x1) / 2, (y0 + y1) / 2))
        to_centre = math.dist((x1, y1), centre)
        points.append((x1 + (cx - x1) * reach / to_centre, y1 + (cy - y1) * reach / to_centre))
    return points


def _path(polygons: list[list[_Point]]) -> str:
    return "".join("M" + "L".join(f"{_num(x)} {_num(y)}" for x, y in points) + "Z" for points in polygons)


def _tessellation(design: VerseArtDesign, ids: str) -> tuple[str, str]:
    """Definitions and body of the rotated star pattern covering the canvas.

    One period of the tiling is drawn once and repeated with <use>, a row of
    periods first and then rows of rows. Fills, dark straps and light straps
    are repeated as separate layers so a strap is never painted over by the
    fill of the neighbouring period; unlike an SVG <pattern>, nothing is
    clipped at period edges, so renderers show no seams.
    """
    tiling = next(t for t in TILINGS if t.name == design.family)
    a = design.edge_length
    width, height = tiling.width * a, tiling.height * a
    contact = math.radians(design.contact_angle)

    polys: dict[int, list[list[_Point]]] = {}
    stars: dict[int, list[list[_Point]]] = {}
    for cx, cy, sides, first_angle in tiling.motif:
        centre = (cx * a, cy * a)
        vertices = _polygon_vertices(*centre, sides, first_angle, a)
        polys.setdefault(sides, []).append(vertices)
        stars.setdefault(sides, []).append(_hankin_star(vertices, centre, contact))

    c = design.colours
    by_size = sorted(polys, reverse=True)
    star_fills = [c["star_major"], c["star_minor"], c["star_small"]]
    strap = max(2.2, a * 0.16)
    defs = [f'<g id="{ids}-f">']
    # The largest polygons show the ground colour; the others get the field
    # colour, stroked in it too so abutting ones leave no hairline between them.
    if len(by_size) > 1:
        defs.append(
            f'<path d="{_path([p for sides in by_size[1:] for p in polys[sides]])}" fill="{c["field"]}" '
            f'stroke="{c["field"]}" stroke-width="0.8" stroke-linejoin="round"/>'
        )
    defs.extend(
        f'<path d="{_path(stars[sides])}" fill="{star_fills[min(rank, 2)]}"/>' for rank, sides in enumerate(by_size)
    )
    defs.append(f'</g><path id="{ids}-s" d="{_path([s for sides in by_size for s in stars[sides]])}"/>')

    # Cover the canvas whatever the rotation: a square around its centre with
    # the half-diagonal as half-side.
    reach = math.hypot(WIDTH, HEIGHT) / 2
    columns = math.ceil(2 * reach / width) + 1
    rows = math.ceil(2 * reach / height) + 1
    x0 = WIDTH / 2 - reach - width / 2
    y0 = HEIGHT / 2 - reach - height / 2
    strap_paint = ' fill="none" stroke="{}" stroke-width="{}" stroke-linejoin="round"'
    layers = (
        ("f", "", f"#{ids}-f"),
        ("o", strap_paint.format(c["strap_outer"], _num(strap)), f"#{ids}-s"),
        ("i", strap_paint.format(c["strap_inner"], _num(strap * 0.38)), f"#{ids}-s"),
    )
    body = [f'<g transform="rotate({_num(design.rotation)} {_num(WIDTH / 2)} {_num(HEIGHT / 2)})">']
    for layer, paint, href in layers:
        uses = "".join(f'<use href="{href}" x="{_num2(x0 + i * width)}" y="{_num2(y0)}"/>' for i in range(columns))
        defs.append(f'<g id="{ids}-r{layer}"{paint}>{uses}</g>')
        body.extend(f'<use href="#{ids}-r{layer}" y="{_num2(j * height)}"/>' for j in range(rows))
    body.append("</g>")
    return "".join(defs), "".join(body)


def _star_outline(cx: float, cy: float, radius: float, n: int, k: int, turn: float) -> str:
    """Outline of the {n/k} star polygon: tips on the circle, inner corners where its edges cross."""
    inner = radius * math.cos(math.pi * k / n) / math.cos(math.pi * (k - 1) / n)
    points = []
    for i in range(2 * n):
        angle = turn + math.pi * i / n
        r = radius if i % 2 == 0 else inner
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return _path([points])


def _medallion(cx: float, cy: float, design: VerseArtDesign) -> str:
    c = design.colours
    n, k = design.rosette
    r = 50.0
    turn = -math.pi / 2
    return (
        f'<circle cx="{_num(cx)}" cy="{_num(cy)}" r="{_num(r + 4)}" fill="{c["strap_outer"]}"/>'
        f'<circle cx="{_num(cx)}" cy="{_num(cy)}" r="{_num(r)}" fill="{c["panel"]}" '
        f'stroke="{c["frame"]}" stroke-width="2.5"/>'
        f'<path d="{_star_outline(cx, cy, r - 5, n, k, turn)}" fill="{c["star_major"]}" '
        f'stroke="{c["strap_outer"]}" stroke-width="1.6" stroke-linejoin="round"/>'
        f'<path d="{_star_outline(cx, cy, (r - 5) * 0.55, n, max(2, k - 1), turn + math.pi / n)}" '
        f'fill="{c["star_small"]}" stroke="{c["strap_outer"]}" stroke-width="1.2" stroke-linejoin="round"/>'
        f'<circle cx="{_num(cx)}" cy="{_num(cy)}" r="5" fill="{c["panel"]}" '
        f'stroke="{c["strap_outer"]}" stroke-width="1.2"/>'
    )


def _cartouche_path(x0: float, y0: float, x1: float, y1: float, notch: float) -> str:
    """Rectangle with concave quarter-circle corners."""
    r = _num(notch)
    return (
        f"M{_num(x0 + notch)} {_num(y0)}H{_num(x1 - notch)}A{r} {r} 0 0 0 {_num(x1)} {_num(y0 + notch)}"
        f"V{_num(y1 - notch)}A{r} {r} 0 0 0 {_num(x1 - notch)} {_num(y1)}"
        f"H{_num(x0 + notch)}A{r} {r} 0 0 0 {_num(x0)} {_num(y1 - notch)}"
        f"V{_num(y0 + notch)}A{r} {r} 0 0 0 {_num(x0 + notch)} {_num(y0)}Z"
    )


def verse_art_svg(*, chapter_number: int, verse_number: int, global_number: int, chapter_name: str) -> str:
    """Standalone SVG image for one verse, carrying its reference in a cartouche."""
    design = verse_art_design(chapter_number=chapter_number, verse_number=verse_number, global_number=global_number)
    c = design.colours
    # Per-verse ids so several images can be inlined into one page without clashing.
    ids = f"v{chapter_number}-{verse_number}"
    reference = f"{chapter_number}:{verse_number}"
    name = chapter_name.strip()
    title = f"Qur'an {reference}" + (f", {name}" if name else "")
    tessellation_defs, tessellation = _tessellation(design, ids)

    cx, cy = WIDTH / 2, HEIGHT / 2
    x0, x1, y0, y1 = cx - 110, cx + 110, cy - 54, cy + 54
    # Keep long chapter names inside the cartouche (Georgia italic averages ~0.5em per glyph).
    name_size = min(19.0, 190 / (0.52 * max(len(name), 1)))

    parts = [
        (
            f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {HEIGHT}" width="{WIDTH}" height="{HEIGHT}" '
            f'role="img" aria-label="{escape(title, _QUOTE_ENTITY)}">'
        ),
        f"<title>{escape(title)}</title>",
        "<defs>",
        tessellation_defs,
        (
            f'<radialGradient id="{ids}-shade" cx="50%" cy="50%" r="75%">'
            f'<stop offset="55%" stop-color="{c["strap_outer"]}" stop-opacity="0"/>'
            f'<stop offset="100%" stop-color="{c["strap_outer"]}" stop-opacity="0.55"/></radialGradient>'
        ),
        "</defs>",
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="{c["ground"]}"/>',
        tessellation,
        f'<rect width="{WIDTH}" height="{HEIGHT}" fill="url(#{ids}-shade)"/>',
        (
            f'<rect x="9" y="9" width="{WIDTH - 18}" height="{HEIGHT - 18}" fill="none" '
            f'stroke="{c["strap_outer"]}" stroke-width="6"/>'
        ),
        (
            f'<rect x="9" y="9" width="{WIDTH - 18}" height="{HEIGHT - 18}" fill="none" '
            f'stroke="{c["strap_inner"]}" stroke-width="2"/>'
        ),
        _medallion(68, cy, design),
        _medallion(WIDTH - 68, cy, design),
        f'<path d="{_cartouche_path(x0 - 5, y0 - 5, x1 + 5, y1 + 5, 19)}" fill="{c["strap_outer"]}"/>',
        f'<path d="{_cartouche_path(x0, y0, x1, y1, 14)}" fill="{c["panel"]}" stroke="{c["frame"]}" stroke-width="3"/>',
        (
            f'<path d="{_cartouche_path(x0 + 7, y0 + 7, x1 - 7, y1 - 7, 10)}" fill="none" '
            f'stroke="{c["frame"]}" stroke-width="1"/>'
        ),
        (
            f'<text x="{_num(cx)}" y="{_num(cy + 6)}" text-anchor="middle" font-family="{_FONT}" font-size="46" '
            f'font-weight="bold" fill="{c["label"]}">{escape(reference)}</text>'
        ),
    ]
    if name:
        parts.append(
            f'<path d="M{_num(cx - 60)} {_num(cy + 17)}H{_num(cx + 60)}" stroke="{c["frame"]}" stroke-width="1.2"/>'
            f'<text x="{_num(cx)}" y="{_num(cy + 39)}" text-anchor="middle" font-family="{_FONT}" '
            f'font-size="{_num(name_size)}" font-style="italic" fill="{c["label_soft"]}">{escape(name)}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)
