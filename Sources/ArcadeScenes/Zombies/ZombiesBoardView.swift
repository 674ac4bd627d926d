import ArcadeGlyphs
import ArcadeGeometry
import ArcadeKit
import ZombiesModel

/// Draws one moment of a game: title, room, side panel (lives, W/L, arrow pad, legend) and,
/// when a round has ended, the message box beside the room, which stays in sight, dimmed, with
/// every zombie shown.
struct ZombiesBoardView {
  let game: ZombiesGame
  let status: String
  let options: RenderOptions
  /// W/L is the records' tally, which a daily never touches: a daily's panel leaves it out.
  var showsTally = true
  /// False while the share card stands in for the round's message.
  var showsMessage = true
  /// Screen-reader mode: the panel in words ("Lives: 3", "Won 0, lost 0", "closed" on the
  /// pad) and the round's message with no frame (a reader spells art out).
  var screenReader = false

  func render(into canvas: inout Canvas) {
    let layout = ZombiesLayout(roomSize: game.size, canvas: canvas.size)
    let title = "ZOMBIES · \(game.mode.rawValue) · \(game.size)×\(game.size)"
    canvas.putCentered(Glyphs.text(title, options), y: layout.titleRow, style: .title)
    drawRoom(into: &canvas, layout: layout)
    drawPanel(into: &canvas, layout: layout)
    if let outcome = game.outcome, showsMessage { drawMessage(outcome, into: &canvas, layout: layout) }
  }

  private func drawRoom(into canvas: inout Canvas, layout: ZombiesLayout) {
    canvas.box(
      layout.board, glyphs: screenReader ? .blank : options.box,
      style: game.outcome == nil ? .border : .disabled)
    for square in game.layout.allSquares {
      let (sight, style) = look(at: square)
      let origin = layout.origin(of: square)
      // Screen-reader mode: a dark square is blank, not marks a reader spells out ("hash hash").
      let glyph = screenReader && sight == .dark ? "  " : ZombiesGlyphs.of(sight).resolve(options)
      canvas.put(glyph, x: origin.x, y: origin.y, style: style)
    }
  }

  /// What a square shows, and how. Once the round is over the room is dimmed and every zombie
  /// is revealed, bright; the one that caught the player is also reversed.
  private func look(at square: GridPoint) -> (Sight, Style) {
    let sight = game.sight(at: square)
    guard game.outcome != nil else { return (sight, ZombiesGlyphs.style(sight)) }
    guard game.layout.zombies.contains(square) else { return (sight, .disabled) }
    return (.zombie, square.isNext(to: game.player) ? Style.bad.adding(.reverse) : .bad)
  }

  private func drawPanel(into canvas: inout Canvas, layout: ZombiesLayout) {
    let x = layout.panelX
    var y = layout.panelY
    let hearts = String(repeating: ZombiesGlyphs.heart.resolve(options), count: game.lives)
    let next = canvas.put("Lives: ", x: x, y: y, style: .title)
    // After the last life the row still ends in a word, not in nothing.
    canvas.put(screenReader ? "\(game.lives)" : game.lives == 0 ? "none" : hearts, x: next, y: y, style: .bad)
    y += 1
    if showsTally && screenReader {
      canvas.put("Won \(game.wins), lost \(game.losses)", x: x, y: y)
    } else if showsTally {
      let afterWins = canvas.put("W: \(game.wins)", x: x, y: y, style: .good)
      // Aligned at 8 while W is short; a long count pushes L along instead of under it.
      canvas.put("L: \(game.losses)", x: max(x + 8, afterWins + 2), y: y, style: .bad)
    }
    y += 1
    canvas.put("Mode: \(game.mode.rawValue)", x: x, y: y)
    y += 2
    canvas.put(Glyphs.text(status, options), x: x, y: y, style: .info, limit: canvas.width)
    y += 2
    canvas.put("Move:", x: x, y: y, style: .title)
    for heading in Direction.allCases { drawButton(heading, into: &canvas, layout: layout) }
    y = layout.padButton(.down).maxY + 1
    if game.outcome == nil && !screenReader { canvas.put("[x] closed", x: x, y: y, style: .muted) }
    y += 2
    for line in legend() {
      canvas.put(line, x: x, y: y, style: .muted, limit: canvas.width)
      y += 1
    }
  }

  private func drawButton(_ heading: Direction, into canvas: inout Canvas, layout: ZombiesLayout) {
    let rect = layout.padButton(heading)
    let open = game.canMove(heading)
    // A closed way shows [x] in every mode, not only dimmed: dim alone is lost on many themes.
    let label =
      screenReader
      ? (open ? heading.compassName : "closed")
      : open ? "[\(ZombiesGlyphs.arrow(heading).resolve(options))]" : "[x]"
    canvas.put(label, x: rect.x, y: rect.y, style: open ? .accent : .disabled)
  }

  private func legend() -> [String] {
    func item(_ glyph: GlyphPair, _ name: String) -> String { glyph.resolve(options) + " " + name }
    var items = [
      item(ZombiesGlyphs.player, "you"), item(ZombiesGlyphs.sos, "SOS"), item(ZombiesGlyphs.zombie, "zombie"),
      screenReader ? "blank: dark" : item(ZombiesGlyphs.dark, "dark"), item(ZombiesGlyphs.floor, "floor"),
    ]
    switch game.mode {
    case .classic: break
    case .block: items.append(item(ZombiesGlyphs.block, "block"))
    case .flashlight: items.append(item(ZombiesGlyphs.flashlight, "flashlight"))
    }
    return stride(from: 0, to: items.count, by: 3).map {
      items[$0..<min($0 + 3, items.count)].joined(separator: "  ")
    }
  }

  private func drawMessage(_ outcome: RoundOutcome, into canvas: inout Canvas, layout: ZombiesLayout) {
    let rect = layout.messageBox
    canvas.clear(rect)
    canvas.box(rect, glyphs: screenReader ? .blank : options.box, style: outcome == .won ? .good : .bad)
    let middle = rect.y + rect.height / 2
    canvas.putCentered(
      ZombiesGlyphs.message(outcome, options: options), y: middle - 1, in: rect.insetBy(dx: 1, dy: 0),
      style: outcome == .won ? .good : .bad)
    let hint = outcome.startsNewGame ? "any key: new game" : "any key: next room"
    canvas.putCentered(hint, y: middle + 1, in: rect.insetBy(dx: 1, dy: 0), style: .muted)
    if outcome.startsNewGame {
      canvas.putCentered("s: share", y: middle + 2, in: rect.insetBy(dx: 1, dy: 0), style: .muted)
    }
  }
}
