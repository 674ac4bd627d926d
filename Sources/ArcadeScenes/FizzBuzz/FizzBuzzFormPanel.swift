import ArcadeGlyphs
import ArcadeKit
import FizzBuzzModel

/// The Play tab: the five settings fields, each validated live, and the Go button. A field
/// stops at its limit (a paste of any size costs time linear in its length), and shows what it
/// holds as whole characters: one a terminal would draw split or not at all (an emoji
/// sequence, an invisible or control character) shows as one placeholder. Laid out from the
/// area it is given: drawing changes nothing, and clicks use the same layout.
struct FizzBuzzFormPanel {
  enum Action: Sendable {
    case previousField
    case nextField
    case nextOrGo
    case go
    case reset
    case clearField
    case delete
  }

  enum Outcome {
    case handled
    case ignored
    case start(FizzBuzzSettings)
  }

  private(set) var form: FizzBuzzSettingsForm
  private(set) var focus: FizzBuzzField = .firstNumber
  /// Why Go did not start, or why a key was refused, until the next edit.
  private(set) var message: String?
  /// The field Enter just left and what it holds, until the next key: said back, so a typed
  /// value is confirmed where no one sees it.
  private(set) var left: (field: FizzBuzzField, value: String)?

  /// The form opens with `settings`: the flags, else the last game played, else the defaults.
  init(settings: FizzBuzzSettings) {
    form = FizzBuzzSettingsForm(filledWith: settings, columns: terminalColumns)
  }

  static let table = BindingTable<Action>([
    Binding([.up, .backTab], help: "previous field", action: .previousField, inFooter: false),
    Binding([.down, .tab], help: "next field", action: .nextField, footer: "field", footerKeys: "↑↓/Tab"),
    Binding([.enter], help: "next field; on the last one, Go", action: .nextOrGo, footer: "next/Go"),
    Binding([.ctrl("g")], help: "Go", action: .go),
    Binding(
      [.backspace, .delete], "Backspace", help: "delete the last character", action: .delete, inFooter: false),
    Binding([.ctrl("u")], help: "clear the field", action: .clearField, inFooter: false),
    Binding(
      [.ctrl("r")], help: "reset all to \(FizzBuzzSettings.firstGame.name(separator: ", "))", action: .reset,
      footer: "reset"),
  ])

  /// Replaces the form (a replay from the Stats tab).
  mutating func fill(with settings: FizzBuzzSettings) {
    form = FizzBuzzSettingsForm(filledWith: settings, columns: terminalColumns)
    message = nil
    left = nil
  }

  /// Go, as if pressed: the settings when all five fields are valid, else the first invalid
  /// field gets the focus and the reason.
  mutating func start() -> Outcome { go() }

  // MARK: input

  mutating func handle(_ key: Key) -> Outcome {
    left = nil
    if case .char(let character) = key {
      if form.type(character, into: focus) {
        message = nil
      } else {
        message = "\(focus.title) is full: at most \(focus.maximumCharacters) characters"
      }
      return .handled
    }
    guard let action = Self.table.action(for: key) else { return .ignored }
    switch action {
    case .previousField: focus = focus.previous ?? .secondWord
    case .nextField: focus = focus.next ?? .firstNumber
    case .nextOrGo:
      guard let next = focus.next else { return go() }
      left = (focus, form[focus])
      focus = next
    case .go: return go()
    case .reset:
      form = FizzBuzzSettingsForm(filledWith: .firstGame, columns: terminalColumns)
      focus = .firstNumber
      message = nil
    case .clearField:
      form.clear(focus)
      message = nil
    case .delete:
      form.deleteLast(from: focus)
      message = nil
    }
    return .handled
  }

  mutating func click(_ point: Point, area: Rect) -> Outcome {
    left = nil
    let layout = Layout(area: area)
    if let field = layout.field(atRow: point.y) {
      focus = field
      return .handled
    }
    if layout.goButton.contains(point) { return go() }
    if layout.resetButton.contains(point) { return handle(.ctrl("r")) }
    return .ignored
  }

  /// Starts when all five fields are valid; otherwise focus jumps to the first invalid one.
  private mutating func go() -> Outcome {
    if let settings = form.settings { return .start(settings) }
    if let field = form.firstInvalidField {
      focus = field
      message = "\(field.title) \(form.error(in: field)?.message ?? "is invalid")"
    }
    return .handled
  }

  // MARK: drawing

  static let titleWidth = 15
  static let inputWidth = 18
  static let goLabel = "[ Go ]"
  static let resetLabel = "[ Reset ]"

  /// Where everything goes in an area: field rows, the buttons.
  struct Layout {
    var left: Int
    var top: Int
    var buttonsRow: Int
    var goButton: Rect
    var resetButton: Rect

    init(area: Rect) {
      left = area.x + max(1, (area.width - 78) / 2)
      top = area.y + 1
      buttonsRow = top + 3 * FizzBuzzField.allCases.count
      let goX = left + 2 + FizzBuzzFormPanel.titleWidth
      goButton = Rect(x: goX, y: buttonsRow, width: GlyphWidth.of(goLabel), height: 1)
      resetButton = Rect(x: goButton.maxX + 2, y: buttonsRow, width: GlyphWidth.of(resetLabel), height: 1)
    }

    func row(of field: FizzBuzzField) -> Int { top + 3 * field.rawValue }

    /// The field whose title or description is on row `y`.
    func field(atRow y: Int) -> FizzBuzzField? {
      guard y >= top else { return nil }
      let offset = y - top
      return offset % 3 == 2 ? nil : FizzBuzzField(rawValue: offset / 3)
    }
  }

  /// `untimed`: the game Go starts waits for each answer (line and screen-reader modes).
  func render(into canvas: inout Canvas, area: Rect, options: RenderOptions, untimed: Bool = false) {
    let layout = Layout(area: area)
    for field in FizzBuzzField.allCases {
      drawField(
        field, x: layout.left, y: layout.row(of: field), into: &canvas, limit: area.maxX, options: options)
    }
    let ready = form.firstInvalidField == nil
    let go = layout.goButton
    canvas.put(Self.goLabel, x: go.x, y: go.y, style: ready ? .accent.adding(.reverse) : .disabled)
    canvas.put(Self.resetLabel, x: layout.resetButton.x, y: go.y, style: .normal)

    canvas.put(statusLine, x: layout.resetButton.maxX + 2, y: go.y, style: .muted, limit: area.maxX)
    if let message {
      canvas.put(
        "\(FizzBuzzGlyphs.invalid.resolve(options)) \(message)", x: go.x, y: go.y + 1, style: .bad,
        limit: area.maxX)
    }
    // Before Go: whether the game is timed, and how to play it at one's own pace.
    let noteY = go.y + 2
    if noteY < area.maxY {
      let room = area.maxX - 1 - layout.left
      let note = Self.timingNotes(untimed: untimed).first { GlyphWidth.of($0) <= room } ?? ""
      canvas.put(note, x: layout.left, y: noteY, style: .muted, limit: area.maxX)
    }
  }

  /// How long the first number of a timed game stays, in seconds: "1".
  static var firstNumberSeconds: String {
    let first = FizzBuzzTiming.standard.firstNumber
    return first == first.rounded() ? String(Int(first)) : String(first)
  }

  /// Whether a game is timed and how to play at one's own pace, longest first (the first that
  /// fits is shown).
  static func timingNotes(untimed: Bool) -> [String] {
    guard !untimed else {
      return [
        "Untimed practice: each number waits for your answer (Enter or n: no word)", "Untimed practice",
      ]
    }
    return [
      "Timed: \(firstNumberSeconds) s a number, then less. Untimed: arcade --screen-reader or --lines",
      "Timed. Untimed: arcade --screen-reader or --lines", "Timed",
    ]
  }

  /// Beside Go: ready, or what stands in the way; an empty field first, else the field that
  /// is filled but wrong (its reason shows next to it).
  var statusLine: String {
    guard let invalid = form.firstInvalidField else { return "Ready: Enter on the last field or ^G starts" }
    if FizzBuzzField.allCases.contains(where: { form.error(in: $0) == .empty }) {
      return "Fill all five fields to play"
    }
    return "Fix the \(invalid.title.lowercased()) to play"
  }

  private func drawField(
    _ field: FizzBuzzField, x: Int, y: Int, into canvas: inout Canvas, limit: Int, options: RenderOptions
  ) {
    let focused = field == focus
    let error = form.error(in: field)
    if focused { canvas.put(FizzBuzzGlyphs.focus.resolve(options), x: x, y: y, style: .accent) }
    canvas.put(field.title, x: x + 2, y: y, style: focused ? .title : .normal)
    // The input: the end of what was typed (with a cursor when focused), underlined in the
    // colour of its state.
    let inputX = x + 2 + Self.titleWidth
    let cursor = focused ? FizzBuzzGlyphs.cursor.resolve(options) : ""
    let room = Self.inputWidth - 2 - GlyphWidth.of(cursor)
    let shown = tail(of: form[field], width: room, options) + cursor
    let underline = Style(error == nil ? .good : .bad, focused ? [.underline, .bold] : [.underline])
    canvas.put("[", x: inputX, y: y, style: .border)
    canvas.put(TextLayout.pad(shown, to: Self.inputWidth - 2), x: inputX + 1, y: y, style: underline)
    canvas.put("]", x: inputX + Self.inputWidth - 1, y: y, style: .border)
    let markX = inputX + Self.inputWidth + 1
    if let error {
      let text = "\(FizzBuzzGlyphs.invalid.resolve(options)) \(error.message)"
      canvas.put(
        TextLayout.clip(text, to: limit - markX, ellipsis: options.ellipsis), x: markX, y: y,
        style: .bad, limit: limit)
    } else {
      canvas.put(FizzBuzzGlyphs.valid.resolve(options), x: markX, y: y, style: .good)
    }
    canvas.put(field.description, x: x + 4, y: y + 1, style: .muted, limit: limit)
  }

  /// The last `width` columns of `text` as the terminal can draw it: while typing, the end is
  /// what matters. A character the terminal would split or not draw at all shows as one
  /// placeholder (its reason is beside the field; Backspace removes it whole).
  private func tail(of text: String, width: Int, _ options: RenderOptions) -> String {
    var shown: [String] = []
    var used = 0
    for character in text.reversed() {
      let glyph =
        FizzBuzzValidation.problem(with: character) == nil
        ? String(character) : Self.placeholder.resolve(options)
      let w = max(1, GlyphWidth.of(glyph))
      if used + w > width { break }
      shown.append(glyph)
      used += w
    }
    return shown.reversed().joined()
  }

  static let placeholder = GlyphPair("\u{FFFD}", ascii: "?")
}
