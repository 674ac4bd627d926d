import ArcadeGlyphs
import ArcadeKit
import FizzBuzzModel

/// The Stats tab: every combination of settings played, most played first, with a gauge; the
/// selected row's score history as a small chart; Enter replays it. Laid out from the area it
/// is given: drawing changes nothing, and clicks find their row from the same layout.
struct FizzBuzzStatsPanel {
  enum Action: Sendable {
    case move(Int)
    case replay
  }

  enum Outcome {
    case handled
    case ignored
    case replay(FizzBuzzSettings)
  }

  private(set) var groups: [FizzBuzzStatsGroup] = []
  /// The untimed practice's games, a table of their own (said by look; counted on screen).
  private(set) var untimedGroups: [FizzBuzzStatsGroup] = []
  private(set) var selection = 0
  /// The first group listed (kept so the list does not jump while moving).
  private var scroll = 0

  static let table = BindingTable<Action>([
    Binding(
      [.up, .char("k"), .char("w")], help: "previous row", action: .move(-1), footer: "choose",
      footerKeys: "↑↓"),
    Binding([.down, .char("j"), .char("s")], help: "next row", action: .move(1), inFooter: false),
    Binding([.pageUp], "PgUp", help: "page up", action: .move(-10), inFooter: false),
    Binding([.pageDown], "PgDn", help: "page down", action: .move(10), inFooter: false),
    Binding([.enter, .char(" ")], "Enter/Space", help: "replay", action: .replay),
  ])

  mutating func reload(_ records: FizzBuzzRecords) {
    groups = FizzBuzzStats.groups(records.games)
    untimedGroups = FizzBuzzStats.groups(records.games, untimed: true)
    selection = min(selection, max(0, groups.count - 1))
  }

  var selected: FizzBuzzStatsGroup? { groups.indices.contains(selection) ? groups[selection] : nil }

  // MARK: input

  mutating func handle(_ key: Key, area: Rect) -> Outcome {
    guard let action = Self.table.action(for: key) else { return .ignored }
    switch action {
    case .move(let step):
      guard !groups.isEmpty else { return .handled }
      selection = max(0, min(groups.count - 1, selection + step))
      scroll = firstListed(area)
    case .replay:
      if let selected { return .replay(selected.settings) }
    }
    return .handled
  }

  /// A click selects a row; a click on the selected row replays it.
  mutating func click(_ point: Point, area: Rect) -> Outcome {
    let first = firstListed(area)
    let offset = point.y - (area.y + 1)
    guard !groups.isEmpty, offset >= 0, offset < Self.visibleRows(area), first + offset < groups.count else {
      return .ignored
    }
    let index = first + offset
    if index == selection { return .replay(groups[index].settings) }
    selection = index
    scroll = first
    return .handled
  }

  /// Rows of the list in `area` (the rest holds the header and the chart).
  static func visibleRows(_ area: Rect) -> Int { max(1, area.height - 1 - (chartHeight + 2) - 1) }

  /// The first group listed so that the selection shows.
  func firstListed(_ area: Rect) -> Int {
    let visible = Self.visibleRows(area)
    if selection < scroll { return selection }
    if selection >= scroll + visible { return selection - visible + 1 }
    return scroll
  }

  // MARK: drawing

  static let chartHeight = 4
  static let countWidth = 6
  static let bestWidth = 6

  /// `untimed`: the game Enter starts waits for each answer (line and screen-reader modes).
  func render(into canvas: inout Canvas, area: Rect, options: RenderOptions, untimed: Bool = false) {
    guard !groups.isEmpty else {
      canvas.putCentered("No games played yet.", y: area.y + area.height / 2 - 1, in: area, style: .title)
      canvas.putCentered(
        "Fill the form on the Play tab and press Go.", y: area.y + area.height / 2, in: area, style: .muted)
      let practice = untimedGroups.map(\.count).reduce(0, +)
      if practice > 0 {
        canvas.putCentered(
          "Untimed practice: \(SpokenList.count(practice, "game", "games")) (l reads them).",
          y: area.y + area.height / 2 + 2, in: area, style: .muted)
      }
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
    let visible = Self.visibleRows(area)
    let maximum = groups.map(\.count).max() ?? 1
    for (offset, index) in groups.indices.dropFirst(firstListed(area)).prefix(visible).enumerated() {
      let group = groups[index]
      let y = listTop + offset
      let isSelected = index == selection
      let style: Style = isSelected ? .selection : .normal
      if isSelected {
        canvas.fill(Rect(x: left, y: y, width: width, height: 1), style: style)
        canvas.put(FizzBuzzGlyphs.focus.resolve(options), x: left, y: y, style: style)
      }
      let name = TextLayout.clip(
        FizzBuzzGlyphs.name(group.settings, options), to: nameWidth, ellipsis: options.ellipsis)
      canvas.put(name, x: left + 2, y: y, style: style)
      canvas.put(
        rightAligned(group.count, Self.countWidth - 1, options), x: left + 2 + nameWidth, y: y, style: style)
      canvas.put(
        rightAligned(group.bestScore, Self.bestWidth - 1, options), x: left + 2 + nameWidth + Self.countWidth,
        y: y, style: style)
      let filled = FizzBuzzStats.gaugeLength(count: group.count, maximum: maximum, width: gaugeWidth)
      canvas.put(
        FizzBuzzGlyphs.bar(filled: filled, width: gaugeWidth, options).0, x: gaugeX, y: y, style: .info)
    }
    // Before Enter replays: whether the game is timed and how to play it at one's own pace,
    // as the form says before Go, on the row between the list and the chart.
    let room = width - 2
    let note = FizzBuzzFormPanel.timingNotes(untimed: untimed).first { GlyphWidth.of($0) <= room } ?? ""
    canvas.put(note, x: left + 2, y: listTop + visible, style: .muted, limit: left + width)
    if let selected {
      drawChart(
        selected, top: listTop + visible + 1, left: left, width: width, into: &canvas, options: options)
    }
  }

  /// The selected combination's scores, one bar per game (the latest that fit), oldest left.
  private func drawChart(
    _ group: FizzBuzzStatsGroup, top: Int, left: Int, width: Int, into canvas: inout Canvas,
    options: RenderOptions
  ) {
    let last = group.scores.last ?? 0
    canvas.put(
      "Scores: \(group.count) game\(group.count == 1 ? "" : "s"), best \(group.bestScore), last \(last)"
        + "  (Enter replays)", x: left, y: top, style: .title, limit: left + width)
    let columns = max(1, (width - 8) / 2)
    let scores = Array(group.scores.suffix(columns))
    let heights = FizzBuzzStats.chartHeights(scores, height: Self.chartHeight)
    let axisX = left + 7
    let top = top + 1
    let range = FizzBuzzStats.chartRange(scores)
    canvas.put(rightAligned(range.upperBound, 6, options), x: left, y: top, style: .muted)
    canvas.put(
      rightAligned(range.lowerBound, 6, options), x: left, y: top + Self.chartHeight - 1, style: .muted)
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

  /// `value` right-aligned in `width` columns; a number too long (a record of 2^63) is cut
  /// with an ellipsis instead of running into the next column.
  private func rightAligned(_ value: Int, _ width: Int, _ options: RenderOptions) -> String {
    let text = TextLayout.clip(String(value), to: width, ellipsis: options.ellipsis)
    return String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
