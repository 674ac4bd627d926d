import ArcadeKit
import ArcadeScenes
import SettingsFormat
import Testing

/// The footer and the `?` help name the keys the player chose; the letters of a preset they
/// did not choose move nothing, where a scene takes them as moves.
@Suite("The player's keys on screen")
struct PlayerKeysSceneTests {
  static func settings(_ text: String) -> PlayerSettings {
    let file = SettingsFile(bytes: Array(text.utf8))
    #expect(file.problems.isEmpty)
    return file.settings
  }

  static func harness(_ text: String, games: [GameEntry] = fakeGames) -> Harness {
    let settings = settings(text)
    let h = Harness(
      MenuScene(env: testEnvironment(), games: games), options: RenderOptions(keys: PlayerKeys(settings)))
    h.loop.keyMap = KeyMap(settings)
    return h
  }

  @Test("with a key of their own for select and back, the footer names those keys")
  func footerNamesRemappedKeys() {
    let h = Self.harness("key.select = x\nkey.back = b\n")
    let footer = h.lines.last ?? ""
    #expect(footer.contains("x play"))
    #expect(footer.contains("b quit"))
    #expect(!footer.contains("Enter play"))
    // And the remapped key does what the footer says.
    h.press(.char("x"))
    #expect(h.contains("in Alpha"))
  }

  @Test("with the defaults the footer is as before")
  func defaultsUnchanged() {
    let h = Harness(MenuScene(env: testEnvironment(), games: fakeGames))
    #expect((h.lines.last ?? "").contains("Enter play"))
  }

  @Test("help lists the player's key first, then the keys that still work")
  func helpListsOwnKeyFirst() {
    let h = Self.harness("key.back = b\n")
    h.press(.char("?"))
    #expect(h.contains("b/Esc/q"))
  }

  @Test("keys = vi: help names arrows and hjkl, and w/s choose nothing in a list")
  func viPresetSelectsTheKeys() {
    let h = Self.harness("keys = vi\n")
    h.press(.char("s"))
    h.press(.enter)
    #expect(h.contains("in Alpha"))  // s did not move the selection down
    h.press(.escape)
    h.press(.char("j"), .enter)
    #expect(h.contains("in Beta"))  // j did
  }

  @Test("keys = arrows: no letter moves, the arrows do")
  func arrowsPresetOnlyArrows() {
    let h = Self.harness("keys = arrows\n")
    h.press(.char("j"), .char("s"), .enter)
    #expect(h.contains("in Alpha"))
    h.press(.escape, .down, .enter)
    #expect(h.contains("in Beta"))
  }

  @Test("labels follow the presets in force and the player's own keys")
  func labels() {
    let vi = PlayerKeys(Self.settings("keys = vi\n"))
    #expect(vi.spell("arrows/hjkl/wasd") == "arrows/hjkl")
    #expect(vi.spell("jk ws") == "jk")
    #expect(vi.spell("↑/k/w") == "↑/k")
    #expect(vi.spell("s") == "s")  // the share key, not a move
    let wasd = PlayerKeys(Self.settings("keys = wasd\nkey.share = x\n"))
    #expect(wasd.spell("arrows/hjkl/wasd") == "arrows/wasd")
    #expect(wasd.spell("s") == "x")
    let arrows = PlayerKeys(Self.settings("keys = arrows\n"))
    #expect(arrows.spell("arrows/hjkl/wasd") == "arrows")
    #expect(PlayerKeys.defaults.spell("arrows/hjkl/wasd") == "arrows/hjkl/wasd")
  }

  @Test("one's own key for one move names its way: arrows/i↑, never arrows/i as if i moved every way")
  func ownKeyForOneMove() {
    let one = PlayerKeys(Self.settings("keys = arrows\nkey.up = i\n"))
    #expect(one.spell("arrows/hjkl/wasd") == "arrows/i↑")
    let two = PlayerKeys(Self.settings("keys = arrows\nkey.up = i\nkey.down = m\n"))
    #expect(two.spell("arrows/hjkl/wasd") == "arrows/i↑/m↓")
    let all = PlayerKeys(
      Self.settings("keys = arrows\nkey.up = i\nkey.down = m\nkey.left = u\nkey.right = o\n"))
    #expect(all.spell("arrows/hjkl/wasd") == "arrows/imuo")
  }
}
