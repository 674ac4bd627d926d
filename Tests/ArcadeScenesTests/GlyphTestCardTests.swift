import ArcadeGlyphs
import ArcadeKit
import Testing

@testable import ArcadeScenes

/// Settings' glyph test card: `t` shows a line of each set as it is, whatever set is drawn;
/// 1, 2 or 3 puts that set on the glyphs row (Enter keeps it), any other key closes it.
@Suite("Settings: the glyphs' test card")
struct GlyphTestCardTests {
  static func settings(_ options: RenderOptions) -> (Harness, SettingsScene) {
    let env = testEnvironment()
    let scene = SettingsScene(env: env)
    let h = Harness(MenuScene(env: env), options: options)
    h.stack.push(scene)
    return (h, scene)
  }

  @Test("t asks 'do these look right?' with every set drawn as it is, even under --ascii")
  func cardShowsEverySet() {
    let (h, _) = Self.settings(RenderOptions(ascii: true))
    #expect(!h.screen.contains("🧟"))
    h.press(.char("t"))
    #expect(h.contains("Do these look right?"))
    #expect(h.screen.contains("1 emoji   🧟"))
    #expect(h.screen.contains("2 unicode ╭─╮"))
    #expect(h.screen.contains("3 ascii   +-+"))
  }

  @Test("a number picks its line's set for the glyphs row; Enter then keeps it", arguments: [1, 2, 3])
  func numberPicks(number: Int) {
    let (h, scene) = Self.settings(RenderOptions())
    h.press(.char("t"), .char(Character("\(number)")))
    let set = GlyphTestCard.samples[number - 1].0
    #expect(h.stack.top is SettingsScene)
    #expect(scene.edited.glyphs == set)
    #expect(h.contains("glyphs        ◀ \(set.rawValue) ▶"))
  }

  @Test("any other key closes the card and changes nothing")
  func otherKeyCloses() {
    let (h, scene) = Self.settings(RenderOptions())
    h.press(.char("t"), .char("x"))
    #expect(h.stack.top is SettingsScene)
    #expect(scene.edited == scene.original)
  }

  @Test("under unicode every screen of the tour draws its frames and marks but no emoji, before the fold")
  func unicodeTour() {
    /// The stops of the tour drawn with emoji, and whether frames were drawn.
    func tour(_ set: GlyphSet) -> (emoji: [String], frames: Bool) {
      let h = SharedKeysTests.arcade()
      h.stack.options.glyphs = set
      var frames = false
      var emoji: [String] = []
      for stop in AsciiModeTests.tour {
        h.press(stop.keys)
        h.advance(by: stop.wait)
        let drawn = h.stack.draw().text
        if GlyphSet.holdsEmoji(drawn) { emoji.append(stop.name) }
        if drawn.contains("─") || drawn.contains("│") { frames = true }
      }
      return (emoji, frames)
    }
    let unicode = tour(.unicode)
    #expect(unicode.emoji.isEmpty, "emoji drawn under unicode on: \(unicode.emoji)")
    #expect(unicode.frames)
    // The same tour in emoji meets pictures (Zombies, Memory, the share card).
    #expect(tour(.emoji).emoji.count >= 3)
  }
}
