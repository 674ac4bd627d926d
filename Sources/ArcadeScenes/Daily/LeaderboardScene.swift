import ArcadeKit
import DailyModel

/// The day's shared leaderboard: one game's table at a time (←→ or 1-3), the player's own row
/// highlighted, unverified results with their reason (v hides them), and sharing turned on or
/// off (o; leaving asks first, since it deletes what was shared). The rows come from the
/// environment's `LeaderboardSource`, verified on its own thread while a line counts them (no timer:
/// that thread wakes the loop when it has found something).
public final class LeaderboardScene: Scene {
  private let env: AppEnvironment
  let date: DailyDate
  private(set) var game = DailyGame.ranked[0]
  private(set) var showUnverified = true
  /// What follows the shared files (not the session's keys alone): not in the snapshot.
  struct View {
    var scroll = 0
    /// Leaving was asked for: y confirms, any other key keeps sharing.
    var confirmingLeave = false
  }
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
    [
      "Everyone's counted daily on this machine who chose to share it (o, or arcade scores --join).",
      LeaderboardScene.verifiedMeans,
      "Today's results are sealed claims until the day ends (UTC): no one can read another's board"
        + " or moves before then. Each is checked when its player's arcade reveals it, after the day.",
      "Sharing writes your counted attempts to \(env.leaderboard?.directory ?? "the shared directory");"
        + " leaving deletes them. Names are the files' owners' logins.",
    ]
  }

  /// What ✓ means, said the same in the help, the README and the man page.
  public static let verifiedMeans =
    "✓ means: the attempt's replay, re-simulated here, reaches that result on that day's board,"
    + " played within the time the kernel witnessed (its start record to its claim), at a person's"
    + " pace, by the user who owns the file. It does not prove that a person, not a program,"
    + " chose the moves."

  enum Action: Sendable {
    case game(Int)
    case scroll(Int)
    case toggleSharing
    case toggleUnverified
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
  ])

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    guard case .key(let key) = event else { return .ignored }
    if view.confirmingLeave {
      view.confirmingLeave = false
      if key == .char("y") || key == .char("Y") { env.post(.leaderboard(.sharing(false))) }
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
    case .scroll(let step): view.scroll = max(0, min(view.scroll + step, rowCount - 1))
    case .toggleSharing:
      guard let board = env.leaderboard else { return .handled }
      if board.sharing { view.confirmingLeave = true } else { env.post(.leaderboard(.sharing(true))) }
    case .toggleUnverified: showUnverified.toggle()
    case nil: return .ignored
    }
    return .handled
  }

  private func select(_ next: DailyGame) {
    game = next
    view.scroll = 0
    env.post(.leaderboard(.focus(next)))
  }

  // MARK: drawing

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let options = context.options
    let dot = options.glyph(Glyphs.middleDot)
    canvas.putCentered("Leaderboard \(dot) \(date) UTC", y: 0, style: .title)
    var x = 2
    for (index, each) in DailyGame.ranked.enumerated() {
      let label = " \(index + 1) \(each.title) "
      x = canvas.put(label, x: x, y: 1, style: each == game ? .selection : .muted) + 1
    }
    guard let board = env.leaderboard else {
      canvas.put(
        "The leaderboard is not part of replays.", x: 2, y: 3, style: .muted, limit: canvas.width - 4)
      return
    }
    canvas.put(
      TextLayout.clip(statusLine(board), to: canvas.width - 4), x: 2, y: 2, style: statusStyle(board))
    let table = self.table(board, options)
    let top = 4
    let bottom = canvas.height - 2
    canvas.put(TextLayout.clip(table.heading, to: canvas.width - 4), x: 2, y: top, style: .accent)
    if table.rows.isEmpty {
      canvas.put(
        board.pending > 0 ? "" : "No results shared for this game yet.", x: 2, y: top + 1, style: .muted)
    }
    // An unverified row gets its reason on a line of its own, under it.
    var lines: [(text: String, style: Style)] = []
    for row in table.rows {
      lines.append(
        (table.line(row, withReason: false), row.isOwn ? .selection : row.verified ? .normal : .muted))
      if let reason = row.reason { lines.append(("       " + reason, .muted)) }
    }
    let room = max(0, bottom - top - 1)
    let first = min(view.scroll, max(0, lines.count - room))
    for (offset, line) in lines.dropFirst(first).prefix(room).enumerated() {
      canvas.put(
        TextLayout.clip(line.text, to: canvas.width - 4), x: 2, y: top + 1 + offset, style: line.style)
    }
    if board.pending > 0 {
      let files = board.pending == 1 ? "result" : "results"
      canvas.put(
        "Verifying \(board.pending) shared \(files)\(options.glyph(Glyphs.ellipsis))", x: 2, y: bottom,
        style: .info)
    } else if view.confirmingLeave {
      canvas.put(
        TextLayout.clip(
          "Stop sharing and delete your shared results? y leaves, any other key stays.", to: canvas.width - 4),
        x: 2, y: bottom, style: .warning)
    }
  }

  private func table(_ board: LeaderboardSource, _ options: RenderOptions) -> LeaderboardTable {
    LeaderboardTable(
      board.entries(for: game) + ownUnshared(board), ownUid: board.uid, showUnverified: showUnverified,
      options: options)
  }

  private var rowCount: Int {
    guard let board = env.leaderboard else { return 0 }
    return table(board, RenderOptions(ascii: true, monochrome: true)).rows.count
  }

  private func statusLine(_ board: LeaderboardSource) -> String {
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
