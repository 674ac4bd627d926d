import ArcadeGlyphs
import ArcadeKit
import DailyModel
import LeaderboardModel

/// The day's shared leaderboard: one game's table at a time (←→ or 1-3), the player's own row
/// highlighted, unverified results with their reason (v hides them), and sharing turned on or
/// off (o; leaving asks first, since it deletes what was shared). The rows come from the
/// environment's `LeaderboardSource`, verified on its own thread while a line counts them (no timer:
/// that thread wakes the loop when it has found something).
public final class LeaderboardScene: Scene {
  let env: AppEnvironment
  let date: DailyDate
  private(set) var game = DailyGame.ranked[0]
  private(set) var showUnverified = true
  /// What follows the shared files (not the session's keys alone): not in the snapshot.
  struct View {
    var scroll = 0
    /// Leaving was asked for: y confirms, any other key keeps sharing.
    var confirmingLeave = false
    /// What the last key changed, for the status in words (`speech`).
    var lastChange = Change.game
    /// Why Enter opened nothing (a sealed or unverified row), until the next key.
    var watchNote: String?
  }
  enum Change {
    case game, row, unverified, sharing
    /// Leaving was asked for, and another key than y kept sharing on.
    case keptSharing
    /// o with no shared directory to share in: said, not asked for.
    case sharingRefused
  }

  /// What `o` says when the shared directory cannot be used (its problem is on the line above).
  static let sharingRefused = "o cannot share: the shared directory above cannot be used."
  private(set) var view = View()

  public init(env: AppEnvironment, date: DailyDate) {
    self.env = env
    self.date = date
    env.post(.leaderboard(.open(date, focus: game)))
  }

  /// The files still being verified are not waited for: the look stops.
  public func didLeave(context: SceneContext) { env.post(.leaderboard(.close)) }
  public var info: SceneInfo {
    SceneInfo(
      title: "Leaderboard",
      minimumSize: Size(width: 50, height: 12),
      helpEntries: Self.keys.helpEntries + [HelpEntry(keys: "1-3", help: "pick a game")],
      helpText: self.helpLines,
      // The rows come from other users' files, not from the session's events: a replay cannot
      // show them as they were, so the recorder leaves this screen out of its digests.
      showsOutsideData: true)
  }

  /// The help overlay's lines, written when help opens.
  private var helpLines: [String] {
    let lines: [String] = [
      "Everyone's counted daily on this machine who chose to share it (o, or arcade scores --join).",
      LeaderboardScene.verifiedMeans,
      "Today's results are sealed claims until the day ends (UTC): no one can read another's board"
        + " or moves before then. Each is checked when its player's arcade reveals it, after the day.",
      "Sharing writes your counted attempts to \(env.leaderboard?.directory ?? "the shared directory");"
        + " leaving deletes them. Names are the files' owners' logins.",
      "A counted daily's first move leaves a start record there whether you share or not: the day's"
        + " first attempt is the counted one, ranked only if you joined before it (leaving keeps it).",
      LeaderboardScene.notClosed,
    ]
    return lines + DailyGame.ranked.filter(\.isTimed).map(Self.ownPaceLine)
  }

  /// A timed game's own-pace table, in the help.
  private static func ownPaceLine(_ game: DailyGame) -> String {
    let title = game.title
    let waits = PaceWords.of(game).waits
    return
      "\(title) played at its own pace (\(waits)) is ranked in a table of its own, \"\(title) · own pace\","
      + " under the timed one."
  }

  /// What ✓ means, said the same in the help, the README and the man page.
  public static let verifiedMeans =
    "✓ means: the attempt's replay, re-simulated here, reaches that result on that day's board;"
    + " it is its player's first counted attempt of the day, begun after they joined; its own clock,"
    + " pauses and waits included, accounts for the time the kernel witnessed (its start record to"
    + " its claim); at a person's pace; by the user who owns the file. It does not prove that a"
    + " person, not a program, chose the moves."

  /// What the arcade cannot close without privileges, said the same in the help, the README,
  /// the man page and `arcade scores --help`.
  public static let notClosed =
    "Without privileges nothing stops a user deleting their own files: one who deletes a start"
    + " record before another user's arcade has seen it can play that board again, and only"
    + " readers who looked in between are told."

  enum Action: Sendable {
    case game(Int)
    case scroll(Int)
    case toggleSharing
    case toggleUnverified
    case watch
  }

  static let keys = BindingTable<Action>([
    Binding([.left, .char("h")], "←→", help: "another game", action: .game(-1)),
    Binding([.right, .char("l")], "→", help: "next game", action: .game(1), inFooter: false, inHelp: false),
    Binding([.up, .char("k")], "↑↓", help: "scroll", action: .scroll(-1), inFooter: false),
    Binding([.down, .char("j")], "↓", help: "scroll", action: .scroll(1), inFooter: false, inHelp: false),
    Binding([.char("o")], "o", help: "share my dailies on/off", action: .toggleSharing, footer: "sharing"),
    Binding(
      [.char("v")], "v", help: "show/hide unverified results", action: .toggleUnverified, footer: "unverified"
    ),
    Binding(
      [.enter], "Enter", help: "watch the marked result (once verified)", action: .watch, footer: "watch"),
  ])

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    guard case .key(let key) = event else { return .ignored }
    view.watchNote = nil
    if key == .home, !view.confirmingLeave {
      view.scroll = 0
      view.lastChange = .row
      return .handled
    }
    if view.confirmingLeave {
      view.confirmingLeave = false
      let leaves = key == .char("y") || key == .char("Y")
      view.lastChange = leaves ? .sharing : .keptSharing
      if leaves { env.post(.leaderboard(.sharing(false))) }
      return .handled
    }
    if case .char(let c) = key, let digit = c.wholeNumberValue, (1...DailyGame.ranked.count).contains(digit) {
      select(DailyGame.ranked[digit - 1])
      return .handled
    }
    switch Self.keys.action(for: key) {
    case .game(let step):
      let games = DailyGame.ranked
      let index = games.firstIndex(of: game) ?? 0
      select(games[(index + step + games.count) % games.count])
    case .scroll(let step):
      view.scroll = max(0, min(view.scroll + step, rowCount - 1))
      view.lastChange = .row
      // Rows below the first screens are checked when scrolled to.
      if step > 0 { env.post(.leaderboard(.shown(rows: view.scroll + context.size.height))) }
    case .toggleSharing:
      guard let board = env.leaderboard else { return .handled }
      guard board.problem == nil else {
        view.lastChange = .sharingRefused
        return .handled
      }
      view.lastChange = .sharing
      if board.sharing { view.confirmingLeave = true } else { env.post(.leaderboard(.sharing(true))) }
    case .toggleUnverified:
      showUnverified.toggle()
      view.scroll = min(view.scroll, max(0, rowCount - 1))
      view.lastChange = .unverified
    case .watch: watchMarkedRow()
    case nil: return .ignored
    }
    return .handled
  }

  /// Enter: the marked row's attempt plays in the viewer once its day has ended and it is
  /// verified; a sealed or unverified row says why it opens nothing.
  private func watchMarkedRow() {
    guard let board = env.leaderboard else { return }
    let table = self.table(board, RenderOptions(ascii: true, monochrome: true))
    guard view.scroll < table.rows.count else {
      view.watchNote = "No result to watch."
      return
    }
    let row = table.rows[view.scroll]
    if row.sealed {
      view.watchNote = "\(row.player)'s attempt is \(Self.sealedUntil(date))."
    } else if !row.verified || row.attempt == nil {
      view.watchNote = "Only a verified result can be watched."
    } else if let entry = board.entries(for: game).first(where: { $0.attempt == row.attempt }) {
      env.post(.watch(entry))
    } else {
      // The row's verdict came before the scan listed its entry again: say so, never nothing.
      view.watchNote = "This result is still being read: watch it again in a moment."
    }
  }

  /// Line mode: `watch` is Enter on the marked row; `watch N` marks row N first.
  static func watchKeys(_ said: String) -> [Key]? {
    let words = said.split(separator: " ")
    guard words.first == "watch", words.count <= 2 else { return nil }
    guard words.count == 2 else { return [.enter] }
    guard let row = Int(words[1]), (1...1000).contains(row) else { return nil }
    return [.home] + Array(repeating: .down, count: row - 1) + [.enter]
  }

  /// "sealed until 2026-11-29 00:00 UTC": when a day's attempts may be read and watched.
  public static func sealedUntil(_ date: DailyDate) -> String {
    "sealed until \(DailyDate(dayNumber: date.dayNumber + 1)) 00:00 UTC"
  }

  private func select(_ next: DailyGame) {
    game = next
    view.scroll = 0
    view.lastChange = .game
    env.post(.leaderboard(.focus(next)))
  }

  // MARK: drawing

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let options = context.options
    let dot = options.glyph(Glyphs.middleDot)
    canvas.putCentered("Leaderboard \(dot) \(date) UTC", y: 0, style: .title)
    for (index, each) in DailyGame.ranked.enumerated() {
      canvas.put(
        " \(index + 1) \(each.title) ", x: Self.tabX(index), y: 1, style: each == game ? .selection : .muted)
    }
    guard let board = env.leaderboard else {
      canvas.put(
        "The leaderboard is not part of replays.", x: 2, y: 3, style: .muted, limit: canvas.width - 4)
      return
    }
    let table = self.table(board, options)
    let shown = shownLines(table, height: canvas.height, options: options)
    let left = Self.tableLeft(table, shown, width: canvas.width)
    let room = canvas.width - left - 2
    canvas.put(TextLayout.clip(statusLine(board), to: room), x: left, y: 2, style: statusStyle(board))
    let top = Self.tableTop
    let bottom = canvas.height - 2
    canvas.put(TextLayout.clip(table.heading, to: room), x: left, y: top, style: .accent)
    if table.rows.isEmpty {
      canvas.put(
        board.pending > 0 ? "" : Self.emptyTable(board), x: left, y: top + 1, style: .muted,
        limit: canvas.width - 2)
    }
    var marked = false
    for (offset, line) in shown.lines.dropFirst(shown.first).prefix(shown.room).enumerated() {
      canvas.put(
        TextLayout.clip(line.text, to: room), x: left, y: Self.tableTop + 1 + offset,
        style: line.style)
      // The row Enter watches: its first line.
      if line.row == view.scroll && !marked && !line.text.isEmpty && line.style != .accent {
        canvas.put(options.glyph(Self.markedRow), x: left - 2, y: Self.tableTop + 1 + offset, style: .accent)
        marked = true
      }
    }
    if board.pending > 0 {
      let files = board.pending == 1 ? "result" : "results"
      canvas.put(
        "Verifying \(board.pending) shared \(files)\(options.glyph(Glyphs.ellipsis))", x: left, y: bottom,
        style: .info)
    } else if let note = view.watchNote {
      canvas.put(TextLayout.clip(note, to: room), x: left, y: bottom, style: .warning)
    } else if view.confirmingLeave {
      canvas.put(
        TextLayout.clip(
          "Stop sharing and delete your shared results? y stops sharing, any other key keeps it.",
          to: room),
        x: left, y: bottom, style: .warning)
    } else if view.lastChange == .sharingRefused {
      canvas.put(TextLayout.clip(Self.sharingRefused, to: room), x: left, y: bottom, style: .warning)
    }
  }

  /// The table's column: on a terminal with room for it twice over (250×70) it stands under
  /// the centred title, not at the left edge; on smaller ones where it always stood.
  static func tableLeft(
    _ table: LeaderboardTable,
    _ shown: (lines: [(text: String, style: Style, row: Int)], first: Int, room: Int),
    width: Int
  ) -> Int {
    // At least the room it has at 80 columns: its notes and empty lines are as wide.
    let tableWidth = ([table.heading] + shown.lines.map(\.text)).map(GlyphWidth.of).max() ?? 0
    let measure = max(tableWidth, 76)
    return width >= 2 * (measure + 4) ? (width - tableWidth) / 2 : 2
  }

  /// Beside the row Enter watches.
  static let markedRow = GlyphPair(">", ascii: ">")

  /// The table's line when it has no rows (and no file is still being checked).
  static func emptyTable(_ board: LeaderboardSource) -> String {
    board.problem == nil ? "No results shared for this game yet." : "No shared results can be read here."
  }

  /// The heading's row; the table's lines start under it.
  static let tableTop = 4
  /// Where each game's tab starts on row 1.
  static func tabX(_ index: Int) -> Int {
    DailyGame.ranked.prefix(index).enumerated().reduce(2) { x, each in
      x + GlyphWidth.of(" \(each.offset + 1) \(each.element.title) ") + 1
    }
  }

  /// The table's lines as drawn (an unverified row's reason on a line of its own, under it),
  /// each with its row, the first line shown and how many fit on a screen `height` rows high.
  func shownLines(_ table: LeaderboardTable, height: Int, options: RenderOptions = RenderOptions()) -> (
    lines: [(text: String, style: Style, row: Int)], first: Int, room: Int
  ) {
    var lines: [(text: String, style: Style, row: Int)] = []
    for (index, row) in table.rows.enumerated() {
      if index == table.firstOwnPaceRow {
        lines.append(("", .normal, index))
        lines.append((LeaderboardTable.ownPaceTitle(game, options), .accent, index))
      }
      lines.append(
        (table.line(row, withReason: false), row.isOwn ? .selection : row.verified ? .normal : .muted, index))
      if let reason = row.reason { lines.append(("       " + reason, .muted, index)) }
    }
    let room = max(0, height - 2 - Self.tableTop - 1)
    return (lines, min(view.scroll, max(0, lines.count - room)), room)
  }

  func table(_ board: LeaderboardSource, _ options: RenderOptions) -> LeaderboardTable {
    LeaderboardTable(
      board.entries(for: game) + ownUnshared(board), ownUid: board.uid, showUnverified: showUnverified,
      options: options)
  }

  private var rowCount: Int {
    guard let board = env.leaderboard else { return 0 }
    return table(board, RenderOptions(ascii: true, monochrome: true)).rows.count
  }

  func statusLine(_ board: LeaderboardSource) -> String {
    if let problem = board.problem { return problem }
    if let message = board.message { return message }
    return board.sharing
      ? "You share your counted dailies (o stops)." : "You do not share your dailies (o shares them)."
  }

  private func statusStyle(_ board: LeaderboardSource) -> Style {
    board.problem != nil ? .warning : board.sharing ? .good : .muted
  }

  /// The player's own counted result when it is not among the shared ones (not shared, or not
  /// yet): shown so they see where they would stand, marked as theirs only.
  private func ownUnshared(_ board: LeaderboardSource) -> [LeaderboardEntry] {
    guard !board.entries(for: game).contains(where: { $0.uid == board.uid }),
      let result = DailyRecordsTable.read(env.records).result(of: game, on: date), !result.abandoned
    else { return [] }
    return [
      LeaderboardEntry(player: "you", uid: board.uid, result: result, verdict: .unverified("not shared"))
    ]
  }
}

extension LeaderboardScene {
  /// What the player chose; the rows are other users' files (not the session's), left out.
  public var snapshot: StateSnapshot {
    StateSnapshot {
      $0.add("date", date)
      $0.add("game", game.rawValue)
      $0.add("showUnverified", showUnverified)
    }
  }
}
