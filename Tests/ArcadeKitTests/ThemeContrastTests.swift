import ArcadeColour
import ArcadeKit
import Testing

/// Every theme's text must be readable on both backgrounds, each in its variant for it: WCAG 2
/// contrast of each role's foreground against that background (or the role's own background,
/// where it sends one), computed from the palette indices the terminal is really sent, read as
/// xterm's default colours, at 8, 16 and 256 colours (the arcade sends no truecolour). Text
/// needs 4.5:1; muted and disabled text 3:1.
@Suite("Themes: contrast")
struct ThemeContrastTests {
  static func required(_ role: ColorRole) -> Double {
    role == .muted || role == .disabled ? 3 : 4.5
  }

  /// Every choice on both backgrounds, but `dark` and `light`: each names its background (on
  /// the other the player said it is that one), and is held to it alone.
  static let choicesOnBackgrounds: [(ThemeChoice, Backdrop)] =
    ThemeChoice.names.compactMap(ThemeChoice.init).flatMap { choice in
      Backdrop.allCases.compactMap { background in
        switch (choice, background) {
        case (.named(.dark), .light), (.named(.light), .dark): return nil
        default: return (choice, background)
        }
      }
    }

  static func contrast(_ palette: ThemePalette, _ role: ColorRole, _ depth: ColourDepth) -> Double {
    let colours = palette.colours(for: role, depth: depth)
    let foreground = colours.foreground < 0 ? palette.assumedForeground : RGB.xterm(Int(colours.foreground))
    let background = colours.background < 0 ? palette.assumedBackground : RGB.xterm(Int(colours.background))
    return foreground.contrast(with: background)
  }

  @Test(
    "every role of every choice reads at 4.5:1 on a dark and on a light background (muted and disabled 3:1), at 8, 16 and 256 colours",
    arguments: Self.choicesOnBackgrounds)
  func everyRoleIsReadable(choice: ThemeChoice, background: Backdrop) {
    let palette = choice.palette(on: background)
    #expect(palette.assumedBackground == background.colour)
    for depth in ColourDepth.allCases {
      for role in ColorRole.allCases {
        let ratio = Self.contrast(palette, role, depth)
        #expect(
          ratio >= Self.required(role),
          "\(palette.title) at \(depth.rawValue) colours: \(role) is \(ratio):1")
      }
    }
  }

  @Test("colour-blind has a variant for each background, chosen by the terminal's")
  func colourBlindVariants() {
    let dark = ThemeName.colourBlind.palette(on: .dark)
    let light = ThemeName.colourBlind.palette(on: .light)
    #expect(dark.backdrop == .dark && light.backdrop == .light)
    #expect(dark.colours(for: .title, depth: .colors256) != light.colours(for: .title, depth: .colors256))
    #expect(ThemeChoice.named(.colourBlind).palette(on: .light) == light)
    #expect(light.title == "colour-blind (light)")
    #expect(Backdrop(.white) == .light && Backdrop(RGB(40, 40, 40)) == .dark)
  }

  @Test("auto is dark on a dark background and light on a light one; dark and light keep theirs")
  func autoFollowsTheBackground() {
    #expect(ThemeChoice.auto.palette(on: .dark).name == .dark)
    #expect(ThemeChoice.auto.palette(on: .light).name == .light)
    #expect(ThemeChoice.named(.dark).palette(on: .light).backdrop == .dark)
    #expect(ThemeChoice.named(.light).palette(on: .dark).backdrop == .light)
  }

  @Test("the contrast arithmetic is WCAG's: black on white 21:1, xterm's red on black 3.6:1")
  func arithmetic() {
    #expect(abs(RGB.black.contrast(with: .white) - 21) < 0.001)
    #expect(abs(RGB.xterm(1).contrast(with: .black) - 3.6) < 0.01)
    #expect(RGB.xterm(21) == RGB(0, 0, 255))
    #expect(RGB.xterm(244) == RGB(128, 128, 128))
  }

  @Test("the dark theme assumes a black background and the light theme a white one")
  func assumedBackgrounds() {
    #expect(ThemeName.dark.palette.assumedBackground == .black)
    #expect(ThemeName.light.palette.assumedBackground == .white)
    #expect(ThemeName.colourBlind.palette.assumedBackground == .black)
  }

  @Test("high-contrast and mono send no colour: every role is the terminal's own")
  func withoutColour() {
    for theme in [ThemeName.highContrast, .mono] {
      #expect(!theme.palette.usesColour)
      for depth in ColourDepth.allCases {
        for role in ColorRole.allCases {
          #expect(theme.palette.colours(for: role, depth: depth) == .terminal)
        }
      }
    }
  }

  @Test("high-contrast carries meaning by bold, reverse and underline, and never dims")
  func highContrastAttributes() {
    let palette = ThemeName.highContrast.palette
    #expect(palette.addedAttributes(for: .bad, depth: nil) == [.bold, .underline])
    #expect(palette.addedAttributes(for: .good, depth: nil) == .bold)
    #expect(palette.addedAttributes(for: .selection, depth: nil) == .reverse)
    #expect(palette.removedAttributes(depth: nil) == .dim)
    for role in ColorRole.allCases { #expect(!palette.addedAttributes(for: role, depth: nil).contains(.dim)) }
  }

  @Test("colour-blind never tells good from bad by red against green")
  func colourBlindGoodAndBad() {
    let palette = ThemeName.colourBlind.palette
    let greens: Set<Int16> = [2, 10, 22, 28, 34, 40, 41, 46, 70, 76, 82, 112, 118]
    let reds: Set<Int16> = [1, 9, 52, 88, 124, 160, 196, 203]
    for depth in ColourDepth.allCases {
      let good = palette.colours(for: .good, depth: depth).foreground
      let goodOnLight = ThemeName.colourBlind.palette(on: .light).colours(for: .good, depth: depth).foreground
      #expect(!greens.contains(goodOnLight) && !reds.contains(goodOnLight))
      #expect(!greens.contains(good), "good at \(depth.rawValue) colours is green (\(good))")
      #expect(!reds.contains(good))
      // Bad may be red (or vermilion) because good is never green.
    }
  }

  @Test("a theme is named as the player types it, both spellings of colour")
  func names() {
    #expect(ThemeChoice("auto") == .auto)
    #expect(ThemeChoice("colour-blind") == .named(.colourBlind))
    #expect(ThemeChoice("color-blind") == .named(.colourBlind))
    #expect(ThemeChoice("high-contrast") == .named(.highContrast))
    #expect(ThemeChoice("solarized") == nil)
    #expect(ThemeChoice.names == ["auto", "dark", "light", "high-contrast", "colour-blind", "mono"])
  }
}
