// Scenes get the seeded generator with the toolkit; models and their tests import the tiny
// ArcadeRandom module alone.
@_exported import ArcadeRandom
