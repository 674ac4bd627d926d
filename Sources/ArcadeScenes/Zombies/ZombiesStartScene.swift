import ArcadeGlyphs
import ArcadeKit
import ZombiesModel

/// The game's start screen: choose classic, block or flashlight (with each mode's W/L) and
/// the room size, then play.
public final class ZombiesStartScene: Scene {
  enum Action: Sendable {
    case choose(Int)
    case resize(Int)
    case play
  }

  private let env: AppEnvironment
  private(set) var selection: Int
  private(set) var size: Int
  private var records = ZombiesRecords()
  /// The last key changed the room's size (screen-reader mode puts the cursor on its line); the
  /// words only, not part of the state a replay compares.
  private(set) var sizeChangedLast = false
  /// The screen row of the first mode (one row per mode), for drawing and clicks.
  static let firstModeRow = 5
  /// The room's size, below the modes.
  static let roomRow = 9
  /// The screen's rows: title (row 1) to the room line (row 9).
  static let blockHeight = 10
  /// Rows above the screen: centred as a whole in the rows above the footer, leaning up a row.
  static func top(height: Int) -> Int { max(0, (height - 1 - blockHeight - 1) / 2) }

  public init(env: AppEnvironment, mode: ZombiesMode = .classic, size: Int = RoomRules.defaultSize) {
    self.env = env
    selection = ZombiesMode.allCases.firstIndex(of: mode) ?? 0
    self.size = min(max(size, RoomRules.sizes.lowerBound), RoomRules.sizes.upperBound)
    records = ZombiesRecordsTable.read(env.records)
  }
  public var info: SceneInfo {
    SceneInfo(
      title: "Zombies",
      minimumSize: Size(width: 60, height: 16),
      helpEntries: table.helpEntries,
      helpText: self.helpLines)
  }

  /// The help overlay's lines, written when help opens.
  private var helpLines: [String] { ZombiesHelp.rules(mode: mode, size: size) }

  var mode: ZombiesMode { ZombiesMode.allCases[selection] }

  private let table = BindingTable<Action>([
    Binding(
      [.up, .char("k"), .char("w")], help: "previous mode", action: .choose(-1), footer: "mode",
      footerKeys: "↑↓"),
    Binding([.down, .char("j"), .char("s")], help: "next mode", action: .choose(1), inFooter: false),
    Binding(
      [.left, .char("h"), .char("a"), .char("-")], help: "smaller room", action: .resize(-1), footer: "size",
      footerKeys: "←→"),
    Binding(
      [.right, .char("l"), .char("d"), .char("+")], help: "bigger room", action: .resize(1), inFooter: false),
    Binding([.enter, .char(" ")], help: "play", action: .play, footerKeys: "Enter"),
  ])

  public func didBecomeTop(context: SceneContext) { records = ZombiesRecordsTable.read(env.records) }

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    switch event {
    case .key(let key):
      guard let action = table.action(for: key) else { return .ignored }
      sizeChangedLast = false
      switch action {
      case .choose(let step):
        selection = (selection + step + ZombiesMode.allCases.count) % ZombiesMode.allCases.count
      case .resize(let step):
        size = min(max(size + step, RoomRules.sizes.lowerBound), RoomRules.sizes.upperBound)
        sizeChangedLast = true
      case .play:
        context.push(ZombiesScene(env: env, mode: mode, size: size))
      }
      return .handled
    case .mouse(let mouse) where mouse.kind == .press:
      let row = mouse.y - Self.top(height: context.size.height) - Self.firstModeRow
      guard ZombiesMode.allCases.indices.contains(row) else { return .ignored }
      selection = row
      context.push(ZombiesScene(env: env, mode: mode, size: size))
      return .handled
    default:
      return .ignored
    }
  }

  /// A mode's line on the start screen, with the real zombie count for the chosen size.
  static func describe(_ mode: ZombiesMode, size: Int) -> String {
    let count = RoomRules.zombieCount(mode: mode, size: size)
    let zombies = "\(count) zombie\(count == 1 ? "" : "s")"
    switch mode {
    case .classic: return "\(zombies) in the dark"
    case .block: return "\(zombies) and a block in the way"
    case .flashlight: return "\(zombies), a flashlight that wakes \(count == 1 ? "it" : "them")"
    }
  }

  /// The mode rows: as wide as the terminal allows (at most 74 columns), centred; the W/L
  /// column is right-aligned and whole, the description is cut with an ellipsis if need be.
  struct RowLayout {
    static let maxWidth = 74
    static let nameWidth = 14
    let left: Int
    let width: Int
    init(canvasWidth: Int) {
      width = min(Self.maxWidth, canvasWidth - 2)
      left = max(1, (canvasWidth - width) / 2)
    }
  }

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let options = context.options
    let ellipsis = options.ellipsis
    let top = Self.top(height: canvas.height)
    canvas.putCentered("Z O M B I E S", y: top + 1, style: .title)
    canvas.putCentered(
      TextLayout.clip(
        "Walk to the SOS in the dark; a zombie seen costs a life.", to: canvas.width - 2, ellipsis: ellipsis),
      y: top + 3, style: .muted)
    let row = RowLayout(canvasWidth: canvas.width)
    let left = row.left
    let tallies = ZombiesMode.allCases.map { "W: \(records[$0].wins)  L: \(records[$0].losses)" }
    let tallyWidth = tallies.map { GlyphWidth.of($0) }.max() ?? 0
    let tallyX = left + row.width - tallyWidth - 1
    for (index, mode) in ZombiesMode.allCases.enumerated() {
      let y = top + Self.firstModeRow + index
      let selected = index == selection
      let marker = selected ? options.glyph(Glyphs.marker) : " "
      let style: Style = selected ? .selection : .normal
      canvas.fill(Rect(x: left, y: y, width: row.width, height: 1), style: style)
      canvas.put(
        "\(marker) \(TextLayout.pad(mode.rawValue, to: 11))", x: left, y: y, style: style.adding(.bold))
      let descriptionX = left + RowLayout.nameWidth
      let description = TextLayout.clip(
        Self.describe(mode, size: size), to: tallyX - 2 - descriptionX, ellipsis: ellipsis)
      canvas.put(description, x: descriptionX, y: y, style: style)
      canvas.put(tallies[index], x: tallyX, y: y, style: style, limit: left + row.width)
    }
    let zombies = RoomRules.zombieCount(mode: mode, size: size)
    let room = "Room: ◀ \(size)×\(size) ▶   \(zombies) zombie\(zombies == 1 ? "" : "s")"
    canvas.put(Glyphs.text(room, options), x: left + 2, y: top + Self.roomRow, limit: canvas.width - 1)
  }
}

extension ZombiesStartScene {
  public var snapshot: StateSnapshot {
    StateSnapshot {
      $0.add("selection", selection)
      $0.add("size", size)
      $0.add("records", records.summary)
    }
  }
}

extension ZombiesStartScene: RestorableScene {
  /// Every stored `var` (the models are values): a replay viewer's keyframe.
  public func savedState() -> () -> Void {
    let saved = (selection, size, records, sizeChangedLast)
    return { [self] in
      (selection, size, records, sizeChangedLast) = saved
    }
  }
}
