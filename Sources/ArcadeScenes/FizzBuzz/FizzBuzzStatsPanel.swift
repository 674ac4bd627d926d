import ArcadeKit
import FizzBuzzModel

/// The Stats tab: every combination of settings played, most played first, with a gauge; the
/// selected row's score history as a small chart; Enter replays it.
struct FizzBuzzStatsPanel {
  enum Action: Sendable {
    case move(Int)
    case replay
  }

  enum Outcome {
    case handled
    case ignored
    case replay(Settings)
  }

  private(set) var groups: [StatsGroup] = []
  private(set) var selection = 0
  private var scroll = 0
  private var rowGroups: [Int: Int] = [:]

  static let table = BindingTable<Action>([
    Binding([.up, .char("k"), .char("w")], "↑↓", help: "choose", action: .move(-1)),
    Binding([.down, .char("j"), .char("s")], help: "choose", action: .move(1), inFooter: false),
    Binding([.pageUp], "PgUp", help: "page up", action: .move(-10), inFooter: false),
    Binding([.pageDown], "PgDn", help: "page down", action: .move(10), inFooter: false),
    Binding([.enter, .char(" ")], "Enter", help: "replay", action: .replay),
  ])

  mutating func reload(_ records: FizzBuzzRecords) {
    groups = Stats.groups(records.games)
    selection = min(selection, max(0, groups.count - 1))
  }

  var selected: StatsGroup? { groups.indices.contains(selection) ? groups[selection] : nil }

  // MARK: input

  mutating func handle(_ key: Key) -> Outcome {
    guard let action = Self.table.action(for: key) else { return .ignored }
    switch action {
    case .move(let step):
      guard !groups.isEmpty else { return .handled }
      selection = max(0, min(groups.count - 1, selection + step))
    case .replay:
      if let selected { return .replay(selected.settings) }
    }
    return .handled
  }

  /// A click selects a row; a click on the selected row replays it.
  mutating func click(_ point: Point) -> Outcome {
    guard let index = rowGroups[point.y] else { return .ignored }
    if index == selection { return .replay(groups[index].settings) }
    selection = index
    return .handled
  }

  // MARK: drawing

  static let chartHeight = 4
  static let countWidth = 6
  static let bestWidth = 6

  mutating func render(into canvas: inout Canvas, area: Rect, options: RenderOptions) {
    rowGroups = [:]
    guard !groups.isEmpty else {
      canvas.putCentered("No games played yet.", y: area.y + area.height / 2 - 1, in: area, style: .title)
      canvas.putCentered(
        "Fill the form on the Play tab and press Go.", y: area.y + area.height / 2, in: area, style: .muted)
      return
    }
    let left = area.x + 1
    let width = area.width - 2
    let nameWidth = min(44, width - Self.countWidth - Self.bestWidth - 12)
    let gaugeX = left + 2 + nameWidth + Self.countWidth + Self.bestWidth + 1
    let gaugeWidth = max(4, left + width - gaugeX)
    canvas.put("Settings", x: left + 2, y: area.y, style: .muted)
    canvas.put("Games", x: left + 2 + nameWidth, y: area.y, style: .muted)
    canvas.put(" Best", x: left + 2 + nameWidth + Self.countWidth, y: area.y, style: .muted)
    let listTop = area.y + 1
    let chartRows = Self.chartHeight + 2
    let visible = max(1, area.height - 1 - chartRows - 1)
    if selection < scroll { scroll = selection }
    if selection >= scroll + visible { scroll = selection - visible + 1 }
    let maximum = groups.map(\.count).max() ?? 1
    for (offset, index) in groups.indices.dropFirst(scroll).prefix(visible).enumerated() {
      let group = groups[index]
      let y = listTop + offset
      let isSelected = index == selection
      let style: Style = isSelected ? .selection : .normal
      if isSelected {
        canvas.fill(Rect(x: left, y: y, width: width, height: 1), style: style)
        canvas.put(FizzBuzzGlyphs.focus.resolve(options), x: left, y: y, style: style)
      }
      let name = TextLayout.clip(
        FizzBuzzGlyphs.name(group.settings, options), to: nameWidth, ellipsis: options.ascii ? "..." : "…")
      canvas.put(name, x: left + 2, y: y, style: style)
      canvas.put(rightAligned(group.count, Self.countWidth - 1), x: left + 2 + nameWidth, y: y, style: style)
      canvas.put(
        rightAligned(group.bestScore, Self.bestWidth - 1), x: left + 2 + nameWidth + Self.countWidth, y: y,
        style: style)
      let filled = Stats.gaugeLength(count: group.count, maximum: maximum, width: gaugeWidth)
      canvas.put(
        FizzBuzzGlyphs.bar(filled: filled, width: gaugeWidth, options).0, x: gaugeX, y: y, style: .info)
      rowGroups[y] = index
    }
    if let selected {
      drawChart(
        selected, top: listTop + visible + 1, left: left, width: width, into: &canvas, options: options)
    }
  }

  /// The selected combination's scores, one bar per game (the latest that fit), oldest left.
  private func drawChart(
    _ group: StatsGroup, top: Int, left: Int, width: Int, into canvas: inout Canvas, options: RenderOptions
  ) {
    let last = group.scores.last ?? 0
    canvas.put(
      "Scores: \(group.count) game\(group.count == 1 ? "" : "s"), best \(group.bestScore), last \(last)"
        + "  (Enter replays)", x: left, y: top, style: .title, limit: left + width)
    let columns = max(1, (width - 8) / 2)
    let scores = Array(group.scores.suffix(columns))
    let heights = Stats.chartHeights(scores, height: Self.chartHeight)
    let axisX = left + 7
    let top = top + 1
    let range = Stats.chartRange(scores)
    canvas.put(rightAligned(range.upperBound, 6), x: left, y: top, style: .muted)
    canvas.put(rightAligned(range.lowerBound, 6), x: left, y: top + Self.chartHeight - 1, style: .muted)
    for row in 0..<Self.chartHeight {
      canvas.put(options.box.vertical, x: axisX - 1, y: top + row, style: .border)
      let level = Self.chartHeight - row
      for (index, height) in heights.enumerated() where height >= level {
        canvas.put(FizzBuzzGlyphs.bar.resolve(options), x: axisX + index * 2, y: top + row, style: .info)
      }
    }
    // A game at the bottom of the range still gets a mark, so every game shows.
    for (index, height) in heights.enumerated() where height == 0 {
      canvas.put(
        FizzBuzzGlyphs.baseline.resolve(options), x: axisX + index * 2, y: top + Self.chartHeight - 1,
        style: .muted)
    }
  }

  private func rightAligned(_ value: Int, _ width: Int) -> String {
    let text = String(value)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
