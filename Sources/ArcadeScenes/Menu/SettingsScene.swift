import ArcadeGlyphs
import ArcadeKit
import SettingsFormat

/// The Settings screen: theme, keys, animations and bell, each a row whose value ←→ change,
/// then a row per game action for the player's own key: → asks "press the key for Up",
/// Backspace clears it; a key bound twice, or one the terminal cannot send apart from another
/// (a control key), is refused with a line that says why.
/// A theme is shown at once on the whole screen (the launcher repaints in it: a preview). Enter
/// keeps the values (the launcher writes the settings file, keeping the player's comments and
/// what it did not understand), Esc leaves everything as it was, `r` puts the defaults on
/// screen (Enter then keeps them). The scene does no I/O: it posts effects.
public final class SettingsScene: Scene {
  enum Row: Int, CaseIterable {
    case theme, keys, animations, bell, screenReader, glyphs, othersWatch
    var name: String {
      ["theme", "keys", "animations", "bell", "screen_reader", "glyphs", "others_watch"][rawValue]
    }
  }

  /// A line of the screen: a setting, or an action's own key.
  enum Item: Equatable {
    case setting(Row)
    case key(GameAction)

    var name: String {
      switch self {
      case .setting(let row): return row.name
      case .key(let action): return "key." + action.rawValue
      }
    }
  }

  static let items = Row.allCases.map(Item.setting) + GameAction.allCases.map(Item.key)

  enum Action: Equatable {
    case row(Int)
    case value(Int)
    case keep
    case defaults
    case clear
    case testCard
  }

  /// The keys presets on offer, as the file spells them (the arrows always move).
  static let keySets: [[KeyPreset]] = [[.vi, .wasd], [.vi], [.wasd], [.arrows]]

  private let env: AppEnvironment
  /// The settings as the player's file has them when the screen opened (Esc goes back to
  /// them): a flag or NO_COLOR for this session is not written to the file.
  let original: PlayerSettings
  private(set) var edited: PlayerSettings
  private(set) var selected = 0
  /// The action whose key the next key press sets ("press the key for Up").
  private(set) var capturing: GameAction?
  /// Why the last change was refused (a key bound twice), shown until the next key.
  private(set) var refusal: String?
  /// What the last key did when its row does not say it (`r`: the defaults), until the next key.
  private(set) var news: String?
  /// Line mode, whose words the settings rows mention (what it forces); set by the launcher.
  var lineMode: Bool { env.lineMode }

  public init(env: AppEnvironment) {
    self.env = env
    original = env.settings
    edited = env.settings
    // The screen lists the file's problems: the menu's notice of them has been read.
    if let notice = SettingsFileNotice.notice(env.settingsProblems) { env.dismissWarning(notice) }
  }

  static let table = BindingTable<Action>([
    Binding(
      [.up, .char("k"), .char("w")], "↑↓", help: "choose a setting", action: .row(-1), footer: "setting"),
    Binding(
      [.down, .char("j"), .char("s")], help: "next setting", action: .row(1), inFooter: false, inHelp: false),
    Binding(
      [.left, .char("h"), .char("a")], "←→", help: "change its value", action: .value(-1), footer: "value"),
    Binding(
      [.right, .char("l"), .char("d")], help: "next value", action: .value(1), inFooter: false, inHelp: false),
    Binding([.enter], help: "keep these settings", action: .keep, footer: "keep", priority: .important),
    Binding(
      [.char("r")], help: "restore the defaults (Enter keeps them)", action: .defaults, footer: "defaults"),
    Binding(
      [.backspace, .delete], help: "clear your own key for an action", action: .clear, inFooter: false),
    Binding(
      [.char("t")], help: "the glyphs' test card: do these look right?", action: .testCard, inFooter: false),
  ])

  public var info: SceneInfo {
    SceneInfo(
      title: "Settings", minimumSize: Size(width: 40, height: 22),
      helpEntries: Self.table.helpEntries,
      helpText: [
        "The settings are kept in \(self.env.settingsPath) (see 'man arcade', SETTINGS), which you may also edit by hand:"
          + " your comments and lines the arcade does not know are kept when it saves.",
        "A theme shows at once, and the bell rings as set once kept; keys, motion and glyphs (t: a test card) take effect the"
          + " next time the arcade starts. Esc leaves, changing nothing.",
        "Your own keys: on an action's row, → then the key (Esc: none); Backspace clears it. Control keys"
          + " are refused (the terminal sends Ctrl+M, Ctrl+I, Ctrl+H and Ctrl+[ as Enter, Tab, Backspace"
          + " and Esc), and so is a key already bound to another action.",
      ],
      // The key asked for reaches the screen as pressed, not turned into the player's own key.
      typesText: capturing != nil)
  }

  public var snapshot: StateSnapshot {
    StateSnapshot {
      $0.add("row", Self.items[selected].name)
      $0.add("capturing", capturing?.rawValue)
      for item in Self.items { $0.add(item.name, edited.value(of: item.name) ?? "") }
      $0.add("refusal", refusal)
    }
  }

  // MARK: events

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    guard case .key(let key) = event else { return .ignored }
    if let action = capturing {
      capturing = nil
      refusal = nil
      if key != .escape { bind(key, to: action) }
      return .handled
    }
    if SharedKeys.back.keys.contains(key) {
      if edited.theme != original.theme { env.post(.previewTheme(original.theme)) }
      context.pop()
      context.say(
        edited == original
          ? "Settings left unchanged." : "Settings left unchanged: your changes were dropped.")
      return .handled
    }
    guard let action = Self.table.action(for: key) else { return .ignored }
    refusal = nil
    news = nil
    switch action {
    case .row(let step):
      let count = Self.items.count
      selected = (selected + step + count) % count
    case .value(let step):
      switch Self.items[selected] {
      case .setting(let row): change(row, by: step)
      case .key(let action): capturing = action
      }
    case .clear:
      guard case .key(let action) = Self.items[selected] else { break }
      var new = edited
      new.remaps[action] = nil
      set(new)
    case .keep:
      env.post(.saveSettings(edited))
      env.settings = edited
      // Said here, not by the effect, so a replay's check (which saves nothing) draws the same.
      env.menuNote = "Settings saved."
      context.pop()
      context.say(edited == original ? "Settings saved, unchanged." : "Settings saved.")
    case .defaults:
      set(PlayerSettings.defaults)
      news = "Defaults on screen: Enter keeps them, Esc leaves the settings as they were."
    case .testCard:
      selected = Row.glyphs.rawValue
      context.push(
        GlyphTestCard { [weak self] set in
          guard let self else { return }
          var new = self.edited
          new.glyphs = set
          self.set(new)
        })
    }
    return .handled
  }

  private func change(_ row: Row, by step: Int) {
    func next<T: Equatable>(_ values: [T], after value: T) -> T {
      let index = values.firstIndex(of: value) ?? 0
      return values[(index + step + values.count) % values.count]
    }
    var new = edited
    switch row {
    case .theme:
      let name = next(ThemeChoice.names, after: edited.theme.description)
      new.theme = ThemeChoice(name) ?? .auto
    case .keys: new.keys = next(Self.keySets, after: edited.keys)
    case .animations: new.animations = next(Animations.allCases, after: edited.animations)
    case .bell: new.bell = next(Bell.allCases, after: edited.bell)
    case .screenReader: new.screenReader.toggle()
    case .othersWatch: new.othersWatch.toggle()
    case .glyphs:
      let values: [GlyphSet?] = [nil] + GlyphSet.allCases
      new.glyphs = next(values, after: edited.glyphs)
    }
    if let (key, a, b) = new.conflict() {
      refusal = "\(KeyName.name(key)) would move \(a.rawValue) and be your \(b.rawValue) key: not changed"
      return
    }
    set(new)
  }

  /// The player's own key for `action`, unless the terminal cannot send it apart from another
  /// key or it is bound already.
  private func bind(_ key: Key, to action: GameAction) {
    let name = KeyName.name(key)
    guard KeyName.key(name) == key else {
      refusal = "\(key) is not a key every terminal sends apart: not bound"
      return
    }
    var new = edited
    new.remaps[action] = action.defaultKeys.contains(key) ? nil : key
    if let (bound, a, b) = new.conflict() {
      refusal = "\(KeyName.name(bound)) would be bound to both \(a.rawValue) and \(b.rawValue): not bound"
      return
    }
    set(new)
  }

  private func set(_ new: PlayerSettings) {
    if new.theme != edited.theme { env.post(.previewTheme(new.theme)) }
    edited = new
  }

  // MARK: drawing

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let options = context.options
    canvas.putCentered("Settings", y: 1, style: .title)
    let left = Self.left(width: canvas.width)
    let marker = options.glyph(Glyphs.marker)
    let oneColumn = context.screenReader
    // Screen-reader mode: the value alone at the cursor, not "< auto >" spelt out.
    let (lt, rt) =
      oneColumn ? (" ", " ") : (options.glyph(Glyphs.leftTriangle), options.glyph(Glyphs.rightTriangle))
    for (index, row) in Row.allCases.enumerated() {
      let y = Self.position(ofItem: index, width: canvas.width).y
      let chosen = index == selected
      canvas.put(chosen ? marker : " ", x: left, y: y, style: chosen ? .selection : .normal)
      canvas.put(row.name, x: left + 2, y: y, style: .title)
      let value = edited.value(of: row.name) ?? ""
      let shown = chosen ? "\(lt) \(value) \(rt)" : "  \(value)"
      canvas.put(shown, x: left + 16, y: y, style: chosen ? Style(.accent, [.bold]) : .normal)
      // A note too long for its room is cut with an ellipsis, or left out when little fits.
      let noteX = left + 16 + GlyphWidth.of(shown) + 2
      let room = canvas.width - 1 - noteX
      if room >= 12 {
        canvas.put(
          TextLayout.clip(note(row, screenReader: oneColumn), to: room, ellipsis: options.ellipsis), x: noteX,
          y: y,
          style: .muted)
      }
    }
    // The player's own keys, two columns of five.
    for (offset, action) in GameAction.allCases.enumerated() {
      let index = Row.allCases.count + offset
      let place = Self.position(ofItem: index, width: canvas.width, oneColumn: oneColumn)
      let (x, y) = (place.x, place.y)
      let chosen = index == selected
      canvas.put(chosen ? marker : " ", x: x, y: y, style: chosen ? .selection : .normal)
      canvas.put("key." + action.rawValue, x: x + 2, y: y, style: .title)
      let value = capturing == action ? "?" : edited.remaps[action].map(KeyName.name) ?? "-"
      let shown = chosen ? "\(lt) \(value) \(rt)" : "  \(value)"
      canvas.put(
        shown, x: x + 14, y: y, style: chosen ? Style(.accent, [.bold]) : .normal, limit: canvas.width - 1)
    }
    // A sample of every role, in the colours of the theme on screen (not in screen-reader mode,
    // where the keys take its rows and colour names mean nothing read aloud).
    let sampleY = Self.keysY + 6
    var x = left
    for role in ColorRole.allCases where role != .normal && x < canvas.width - 1 && !oneColumn {
      let word = "\(role)"
      canvas.put(word, x: x, y: sampleY, style: Style(role), limit: canvas.width - 1)
      x += GlyphWidth.of(word) + 1
    }
    let messageY = oneColumn ? Self.keysY + GameAction.allCases.count + 1 : sampleY + 2
    canvas.put(
      TextLayout.clip(message, to: canvas.width - left - 1), x: left, y: messageY,
      style: refusal == nil ? .muted : .warning)
    SettingsFileNotice.draw(
      env.settingsProblems, into: &canvas, x: left, y: messageY + 1, bottom: canvas.height - 2,
      options: options)
  }

  /// The settings file's problems (for the screen's words).
  var fileProblems: [String] { env.settingsProblems }

  /// The line under the settings: why a change was refused, the key asked for, the keys of the
  /// action chosen, or whether anything changed.
  var message: String {
    if let refusal { return refusal }
    if let news { return news }
    if let capturing { return "Press the key for \(Self.title(capturing)) (Esc: none)." }
    if case .key(let action) = Self.items[selected] {
      let keys = edited.keys(for: action).map(KeyName.name).joinedText(separator: " ")
      return "\(Self.title(action)): \(keys). → then a key: your own; Backspace clears it."
    }
    return edited == original
      ? "Nothing changed." : "Enter keeps these settings; Esc leaves them as they were."
  }

  /// Where the rows start: centred on 56 columns.
  static func left(width: Int) -> Int { max(1, (width - 56) / 2) }
  /// The first row of the player's own keys (two columns of five).
  static let keysY = 4 + Row.allCases.count

  /// Where an item's marker stands: the settings a row each, then the keys in two columns of
  /// five, or in one column in screen-reader mode (one setting per row: a reader reading the
  /// row hears one).
  static func position(ofItem index: Int, width: Int, oneColumn: Bool = false) -> Point {
    let left = left(width: width)
    guard index >= Row.allCases.count else { return Point(x: left, y: 3 + index) }
    let offset = index - Row.allCases.count
    if oneColumn { return Point(x: left, y: keysY + offset) }
    return Point(x: left + (offset / 5) * 28, y: keysY + offset % 5)
  }

  /// "Up" for `.up`.
  static func title(_ action: GameAction) -> String {
    action.rawValue.prefix(1).uppercased() + action.rawValue.dropFirst()
  }

  /// A few words on a value, and what this session's mode forces instead of it (the file's
  /// value is what the row changes: it takes effect when no mode forces another).
  func note(_ row: Row, screenReader: Bool) -> String {
    let forced: String? =
      switch row {
      case .animations where lineMode: "line mode draws nothing"
      case .animations where screenReader: "screen-reader mode forces none"
      case .screenReader where lineMode: "line mode is in use now"
      case .screenReader where screenReader: "on now (flag, environment or file)"
      case .theme where lineMode: "line mode draws nothing"
      case .glyphs where lineMode: "line mode draws nothing"
      case .glyphs where screenReader: "screen-reader mode draws words"
      default: nil
      }
    let own = Self.note(row, edited)
    guard let forced else { return own }
    return own.isEmpty ? forced : own + "; " + forced
  }

  /// A few words on a value.
  static func note(_ row: Row, _ settings: PlayerSettings) -> String {
    switch row {
    case .theme:
      switch settings.theme {
      case .auto: return "light or dark, as the terminal is"
      case .named(.dark), .named(.light): return ""
      case .named(.colourBlind): return "its light or dark variant, as the terminal is"
      case .named: return "the terminal's own colours"
      }
    case .glyphs:
      let test = "t: test card"
      switch settings.glyphs {
      case nil: return "as the terminal can draw; " + test
      case .emoji: return "pictures; " + test
      case .unicode: return "no emoji; " + test
      case .ascii: return "nothing but ASCII; " + test
      }
    case .keys: return "the arrows always move"
    case .animations:
      switch settings.animations {
      case .full: return "flashes, spinners, reveals"
      case .reduced: return "words instead of flashes"
      case .none: return "end states at once"
      }
    case .bell: return settings.bell == .off ? "silent" : "a life lost, a wrong answer, a miss"
    case .screenReader:
      return settings.screenReader ? "words on a status line, the cursor on the news" : "the full screen"
    case .othersWatch:
      return settings.othersWatch ? "arcade watch shows your free play, never a daily" : "no one watches you"
    }
  }
}
