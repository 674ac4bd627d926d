import ArcadeKit
import FizzBuzzModel

/// The Play tab: the five settings fields, each validated live, and the Go button.
struct FizzBuzzFormPanel {
  enum Action: Sendable {
    case previousField
    case nextField
    case nextOrGo
    case go
    case reset
    case delete
  }

  enum Outcome {
    case handled
    case ignored
    case start(Settings)
  }

  private(set) var form: SettingsForm
  private(set) var focus: Field = .firstNumber
  /// Why Go did not start, until the next edit.
  private(set) var message: String?
  private var fieldRows: [Int: Field] = [:]
  private var goButton = Rect(x: 0, y: 0, width: 0, height: 0)
  private var resetButton = Rect(x: 0, y: 0, width: 0, height: 0)

  init(prefill: Settings?) {
    form =
      prefill.map { SettingsForm(filledWith: $0, columns: terminalColumns) }
      ?? SettingsForm(columns: terminalColumns)
  }

  static let table = BindingTable<Action>([
    Binding([.up, .backTab], "↑/S-Tab", help: "previous field", action: .previousField, inFooter: false),
    Binding([.down, .tab], "↓/Tab", help: "next field", action: .nextField, inFooter: false),
    Binding([.enter], "Enter", help: "next/Go", action: .nextOrGo),
    Binding([.ctrl("g")], "^G", help: "Go", action: .go),
    Binding([.ctrl("r")], "^R", help: "reset", action: .reset),
    Binding(
      [.backspace, .delete], "Backspace", help: "delete a character", action: .delete, inFooter: false),
  ])

  /// Replaces the form (a replay from the Stats tab).
  mutating func fill(with settings: Settings) {
    form = SettingsForm(filledWith: settings, columns: terminalColumns)
    message = nil
  }

  // MARK: input

  mutating func handle(_ key: Key) -> Outcome {
    if case .char(let character) = key {
      form.type(character, into: focus)
      message = nil
      return .handled
    }
    guard let action = Self.table.action(for: key) else { return .ignored }
    switch action {
    case .previousField: focus = focus.previous ?? .secondWord
    case .nextField: focus = focus.next ?? .firstNumber
    case .nextOrGo:
      if let next = focus.next { focus = next } else { return go() }
    case .go: return go()
    case .reset:
      form.reset()
      focus = .firstNumber
      message = nil
    case .delete:
      form.deleteLast(from: focus)
      message = nil
    }
    return .handled
  }

  mutating func click(_ point: Point) -> Outcome {
    if let field = fieldRows[point.y] {
      focus = field
      return .handled
    }
    if goButton.contains(point) { return go() }
    if resetButton.contains(point) { return handle(.ctrl("r")) }
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

  mutating func render(into canvas: inout Canvas, area: Rect, options: RenderOptions) {
    fieldRows = [:]
    let left = area.x + max(1, (area.width - 78) / 2)
    var y = area.y + 1
    for field in Field.allCases {
      drawField(field, x: left, y: y, into: &canvas, limit: area.maxX, options: options)
      fieldRows[y] = field
      fieldRows[y + 1] = field
      y += 3
    }
    let go = "[ Go ]"
    let reset = "[ Reset ]"
    let ready = form.settings != nil
    let goX = left + 2 + Self.titleWidth
    canvas.put(go, x: goX, y: y, style: ready ? .accent.adding(.reverse) : .disabled)
    goButton = Rect(x: goX, y: y, width: GlyphWidth.of(go), height: 1)
    let resetX = goX + GlyphWidth.of(go) + 2
    canvas.put(reset, x: resetX, y: y, style: .normal)
    resetButton = Rect(x: resetX, y: y, width: GlyphWidth.of(reset), height: 1)
    let status = ready ? "Ready: Enter on the last field or ^G starts" : "Fill all five fields to play"
    canvas.put(status, x: resetX + GlyphWidth.of(reset) + 2, y: y, style: .muted, limit: area.maxX)
    if let message {
      canvas.put(
        "\(FizzBuzzGlyphs.invalid.resolve(options)) \(message)", x: goX, y: y + 1, style: .bad,
        limit: area.maxX)
    }
  }

  private func drawField(
    _ field: Field, x: Int, y: Int, into canvas: inout Canvas, limit: Int, options: RenderOptions
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
    let shown = tail(of: form[field], width: room) + cursor
    let underline = Style(error == nil ? .good : .bad, focused ? [.underline, .bold] : [.underline])
    canvas.put("[", x: inputX, y: y, style: .border)
    canvas.put(TextLayout.pad(shown, to: Self.inputWidth - 2), x: inputX + 1, y: y, style: underline)
    canvas.put("]", x: inputX + Self.inputWidth - 1, y: y, style: .border)
    let markX = inputX + Self.inputWidth + 1
    if let error {
      let text = "\(FizzBuzzGlyphs.invalid.resolve(options)) \(error.message)"
      canvas.put(
        TextLayout.clip(text, to: limit - markX, ellipsis: options.ascii ? "..." : "…"), x: markX, y: y,
        style: .bad, limit: limit)
    } else {
      canvas.put(FizzBuzzGlyphs.valid.resolve(options), x: markX, y: y, style: .good)
    }
    canvas.put(field.description, x: x + 4, y: y + 1, style: .muted, limit: limit)
  }

  /// The last `width` columns of `text`: while typing, the end is what matters.
  private func tail(of text: String, width: Int) -> String {
    var out = ""
    var used = 0
    for character in text.reversed() {
      let w = max(1, GlyphWidth.of(character))
      if used + w > width { break }
      out.insert(character, at: out.startIndex)
      used += w
    }
    return out
  }
}
