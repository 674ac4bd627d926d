import ArcadeKit
import DailyModel
import LeaderboardModel

/// The leaderboard in words: the status says what the last key changed (the game shown and how
/// it stands, the row scrolled to, the unverified rows shown or hidden, sharing), and whether
/// the shared files are still being checked; look reads the whole table as sentences. Marks
/// become words: ✓ is "verified", ? "not verified" with its reason.
extension LeaderboardScene {
  public func speech(context: SceneContext) -> Speech {
    guard let board = env.leaderboard else {
      let text = "Leaderboard, \(date) UTC: the leaderboard is not part of replays."
      return Speech(status: text, look: text)
    }
    let table = self.table(board, RenderOptions(ascii: true, monochrome: true))
    let look = spokenLook(board, table)
    if let problem = board.problem {
      return Speech(
        status: view.lastChange == .sharingRefused ? Self.sharingRefused + " " + problem : problem, look: look
      )
    }
    if view.confirmingLeave {
      return Speech(
        status: "Stop sharing and delete your shared results? y stops sharing, any other key keeps it.",
        look: look)
    }
    switch view.lastChange {
    case .game:
      return Speech(
        status: "\(game.title): \(summary(board, table))\(checking(board, always: true))", look: look,
        focus: Point(x: Self.tabX(DailyGame.ranked.firstIndex(of: game) ?? 0), y: 1))
    case .unverified:
      let shown = showUnverified ? "Unverified results shown." : "Unverified results hidden."
      return Speech(
        status: "\(shown) \(game.title): \(summary(board, table))\(checking(board, always: true))", look: look
      )
    case .sharing, .sharingRefused:
      return Speech(status: statusLine(board) + checking(board, always: false), look: look)
    case .keptSharing:
      return Speech(status: "You still share your counted dailies (o stops).", look: look)
    case .row:
      guard table.rows.indices.contains(view.scroll) else {
        return Speech(
          status: "\(game.title): \(summary(board, table))\(checking(board, always: true))", look: look)
      }
      let row = table.rows[view.scroll]
      return Speech(
        status:
          "\(game.title), row \(view.scroll + 1) of \(table.rows.count): \(Self.spoken(row, checking: Self.checks(board)))."
          + checking(board, always: false),
        look: look, focus: focus(of: view.scroll, in: table, size: context.size))
    }
  }

  /// "3 results, 2 verified; you are 2nd with 1:23.", or "no results yet."
  private func summary(_ board: LeaderboardSource, _ table: LeaderboardTable) -> String {
    guard !table.rows.isEmpty else {
      // Files still read may hold results: "none yet" would be said before they are.
      if board.pending > 0 { return "no results checked yet." }
      return showUnverified ? "no results yet." : "no verified results yet."
    }
    let verified = table.rows.filter(\.verified).count
    var text = SpokenList.count(table.rows.count, "result", "results") + ", \(verified) verified"
    if let own = table.rows.first(where: \.isOwn) {
      let what = own.time.isEmpty ? own.result : own.time
      if let place = Int(own.place) {
        text += "; you are \(SpokenList.ordinal(place)) with \(what)"
      } else {
        text += "; yours, \(what), is " + Self.verdict(own, checking: Self.checks(board))
      }
    }
    return text + "."
  }

  /// While the shared files are read and verified, how many are left; once done (`always`),
  /// that they all were.
  private func checking(_ board: LeaderboardSource, always: Bool) -> String {
    if board.pending > 0 {
      return " Still checking " + SpokenList.count(board.pending, "shared result", "shared results") + "."
    }
    return always ? " All shared results checked." : ""
  }

  private func spokenLook(_ board: LeaderboardSource, _ table: LeaderboardTable) -> String {
    let tabs = DailyGame.ranked.enumerated().map { "\($0.offset + 1) \($0.element.title)" }
    var text =
      "Leaderboard, \(date) UTC, \(game.title) (games: \(SpokenList.joined(tabs)); left and right change). "
    if let problem = board.problem { return text + problem + " " + Self.emptyTable(board) }
    text += statusLine(board) + " "
    if table.rows.isEmpty {
      text +=
        board.pending > 0 ? "No results checked for this game yet." : "No results shared for this game yet."
    } else {
      text +=
        SpokenList.capitalized(SpokenList.count(table.rows.count, "result", "results")) + ": "
        + table.rows.map { Self.spoken($0, checking: Self.checks(board)) }.joined(separator: "; ") + "."
    }
    if !showUnverified { text += " Unverified results are hidden (v shows them)." }
    return text + checking(board, always: true)
  }

  /// The player shares and the shared files are still read: their own result, not found there
  /// yet, is being checked rather than "not shared".
  static func checks(_ board: LeaderboardSource) -> Bool { board.sharing && board.pending > 0 }

  /// One row as a sentence: "1st, alice (you), won, 3 lives left, 0:41, verified".
  static func spoken(_ row: LeaderboardTable.Row, checking: Bool = false) -> String {
    let place = Int(row.place).map(SpokenList.ordinal) ?? "not ranked"
    // The reader's own result not shared is named "you" already.
    let player = row.player + (row.isOwn && row.player != "you" ? " (you)" : "")
    let time = row.time.isEmpty ? "" : ", \(row.time)"
    return "\(place), \(player), \(row.result)\(time), \(verdict(row, checking: checking))"
  }

  /// The row's mark in words.
  static func verdict(_ row: LeaderboardTable.Row, checking: Bool = false) -> String {
    if row.sealed { return "sealed until the day ends" }
    if row.verified { return "verified" }
    if checking && row.isOwn { return "being checked" }
    return "not verified" + (row.unverifiedBecause.map { ": \($0)" } ?? "")
  }

  /// Where row `index` starts on the screen, if it is shown there.
  private func focus(of index: Int, in table: LeaderboardTable, size: Size) -> Point? {
    let shown = shownLines(table, height: size.height)
    guard let line = shown.lines.firstIndex(where: { $0.row == index }),
      (shown.first..<shown.first + shown.room).contains(line)
    else { return nil }
    return Point(
      x: Self.tableLeft(table, shown, width: size.width), y: Self.tableTop + 1 + line - shown.first)
  }

  /// Line mode's words: a game's name shows its table; `verified` shows or hides the
  /// unverified rows; `share` turns sharing on or off (leaving asks: `yes`); `watch N` plays
  /// row N's verified result.
  public var spokenWords: [String] {
    DailyGame.ranked.map { $0.title.lowercased() } + ["verified", "share", "yes", "watch N"]
  }

  public func keys(forWord word: String) -> [Key]? {
    let said = word.lowercased()
    if let index = DailyGame.ranked.firstIndex(where: { $0.title.lowercased() == said }) {
      return [.char(Character("\(index + 1)"))]
    }
    switch said {
    case "verified", "unverified": return [.char("v")]
    case "share": return [.char("o")]
    case "yes": return [.char("y")]
    default: return Self.watchKeys(said)
    }
  }
}
