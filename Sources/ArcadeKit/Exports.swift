// Scenes get the seeded generator, glyph widths and directions with the toolkit; models and
// their tests import the tiny shared modules alone.
@_exported import ArcadeGeometry
@_exported import ArcadeGlyphs
@_exported import ArcadeRandom
