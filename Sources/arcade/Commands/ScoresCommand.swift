import Leaderboard
import ArcadeJSON
import ArcadeKit
import ArcadeScenes
import ArgumentParser
import DailyModel
import LeaderboardModel
import Records

import ArcadeSystem

/// `arcade scores [--date D] [--game G] [--json]`, `--join`, `--leave`: the machine's shared
/// daily leaderboard, each result verified by playing its replay again.
struct ScoresCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "scores",
    abstract: "The day's shared leaderboard on this machine (each result checked by its replay).",
    discussion: """
      Sharing is opt-in: --join shares your counted dailies from now on, each with its replay, in \
      the shared directory (\(SharedDirectory.defaultPath), or $ARCADE_SHARED_DIR); --leave stops \
      and deletes them (today's start records stay: the day's first counted attempt, shared or not, \
      is the one that counts). Verified\(LeaderboardScene.verifiedMeans.dropFirst()) \
      \(LeaderboardScene.notClosed) \
      Exit status: 0, 1 when the shared directory cannot be used, 2 for a bad command line.
      """)

  @OptionGroup var global: GlobalOptions

  @Option(parsing: .unconditional, help: "The day to show (YYYY-MM-DD, UTC; default today).")
  var date: String?

  /// The games the leaderboard ranks, as `--game` takes them ("zombies, memory or fizzbuzz").
  static let gameNames: String = {
    let names = DailyGame.ranked.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + (names.count > 1 ? " or " : "") + (names.last ?? "")
  }()

  @Option(help: "Only this game's table (\(Self.gameNames)).")
  var game: String?

  @Flag(help: "Print the tables as JSON, for scripts.")
  var json = false

  @Flag(help: "Start sharing your counted dailies.")
  var join = false

  @Flag(help: "Stop sharing and delete your shared results.")
  var leave = false

  @Flag(name: .customLong("verified-only"), help: "Leave out results that are not verified.")
  var verifiedOnly = false

  @Option(
    help: ArgumentHelp(
      "Watch a verified result of --game in the replay viewer: its row (1 is the first) or its player.",
      valueName: "row|player"))
  var watch: String?

  @Option(
    help: ArgumentHelp(
      "Check the first N claimed results of each table (and yours), as the screen does at first;"
        + " the rest are listed as not checked yet (default: every result).", valueName: "N"))
  var top: Int?

  func validate() throws {
    if join && leave { throw ValidationError("--join and --leave cannot be used together") }
    if watch != nil && game == nil {
      throw ValidationError("--watch needs --game (\(Self.gameNames))")
    }
    if watch != nil && (json || join || leave) {
      throw ValidationError("--watch cannot be used with --json, --join or --leave")
    }
    if global.record != nil { throw ValidationError("--record only goes with a game session") }
    if let game, DailyGame(rawValue: game)?.hasLeaderboard != true {
      throw ValidationError(
        "--game must be \(Self.gameNames) (got '\(SafeText.shown(game, limit: 40))')")
    }
    if let top, top < 1 { throw ValidationError("--top must be 1 or more (got \(top))") }
    _ = try day()
  }

  private func day() throws -> DailyDate {
    guard let date else { return DailyDate(secondsSince1970: WallClock.secondsSince1970()) }
    guard let day = DailyDate(iso: date) else {
      throw ValidationError(
        "--date must be a real date as YYYY-MM-DD (got '\(SafeText.shown(date, limit: 40))')")
    }
    return day
  }

  func run() throws {
    let records = RecordStore(directory: RecordStore.defaultDirectory(override: global.dataDir))
    let board = SharedLeaderboard(shared: .located(), records: records)
    defer { for warning in records.takeWarnings() { FileHandleOutput.stderr("arcade: " + warning) } }
    if join || leave {
      board.setSharing(join)
      FileHandleOutput.stdoutLine(board.message ?? "")
      if join && !board.sharing { throw ExitCode(1) }
      return
    }
    board.revealEndedDays()
    if let problem = board.problem {
      let looked = problem.hasPrefix("No shared directory") ? " (looked at \(board.shared.shown))" : ""
      FileHandleOutput.stderr("arcade: " + problem + looked)
      throw ExitCode(1)
    }
    let day = try day()
    let games = game.flatMap(DailyGame.init(rawValue:)).map { [$0] } ?? DailyGame.ranked
    board.games = Set(games)
    board.depth = top
    board.open(date: day)
    board.finish()
    if let watch, let game = games.first {
      return try watchRow(watch, of: board.entries(for: game), day: day)
    }
    if json {
      printJSON(board, day: day, games: games)
    } else {
      printText(board, day: day, games: games)
    }
  }

  private func printText(_ board: SharedLeaderboard, day: DailyDate, games: [DailyGame]) {
    // Words for a listener: --lines and --screen-reader print as --ascii does ("verified", not ✓).
    let options = RenderOptions(ascii: global.ascii || global.lines || global.screenReader, monochrome: true)
    let dot = options.glyph(Glyphs.middleDot)
    FileHandleOutput.stdoutLine("Daily leaderboard \(dot) \(day) UTC \(dot) \(board.shared.shown)")
    FileHandleOutput.stdoutLine(
      board.sharing ? "You share your counted dailies." : "You do not share yours (arcade scores --join).")
    for game in games {
      let tables = LeaderboardRanking.tables(board.entries(for: game))
      // A game with no rows still says so under its own title.
      for (variant, entries) in tables.isEmpty ? [(nil, [])] : tables {
        let table = LeaderboardTable(
          entries, ownUid: board.uid, showUnverified: !verifiedOnly, options: options)
        FileHandleOutput.stdoutLine("")
        FileHandleOutput.stdoutLine(LeaderboardRanking.title(game, variant: variant, dot: dot))
        guard !table.rows.isEmpty else {
          FileHandleOutput.stdoutLine("  no results shared")
          continue
        }
        FileHandleOutput.stdoutLine("  " + table.heading)
        for row in table.rows { FileHandleOutput.stdoutLine("  " + table.line(row)) }
      }
    }
    for (name, reason) in board.ignored where games.contains(name.game) {
      FileHandleOutput.stdoutLine("ignored: \(name): \(SafeText.shown(reason, limit: 200))")
    }
    for line in board.skipped { FileHandleOutput.stdoutLine("skipped: " + line) }
  }

  /// `--watch`: the row as printed (its number in the game's tables, or its player), played in
  /// the viewer once its day has ended and it is verified.
  private func watchRow(_ wanted: String, of entries: [LeaderboardEntry], day: DailyDate) throws {
    let shown = LeaderboardRanking.tables(entries).flatMap(\.entries).filter {
      !verifiedOnly || $0.isVerified
    }
    let number = Int(wanted).map { $0 - 1 }
    guard
      let entry = number.flatMap({ shown.indices.contains($0) ? shown[$0] : nil })
        ?? shown.first(where: { $0.player == wanted })
    else {
      FileHandleOutput.stderr(
        "arcade: scores --watch: no row '\(SafeText.shown(wanted, limit: 40))' in \(game ?? "") of \(day) (\(shown.count) shown)"
      )
      throw ExitCode(1)
    }
    if entry.verdict == .sealed {
      FileHandleOutput.stderr(
        "arcade: scores --watch: \(SafeText.shown(entry.player, limit: 32))'s attempt is \(LeaderboardScene.sealedUntil(day))"
      )
      throw ExitCode(1)
    }
    switch WatchShared.prepare(entry, shared: .located(), dataDir: global.dataDir) {
    case .failure(let refusal):
      FileHandleOutput.stderr(
        "arcade: scores --watch: \(SafeText.shown(entry.player, limit: 32))'s result: \(refusal.reason)")
      throw ExitCode(1)
    case .success(let session):
      defer { session.directory.remove() }
      let code =
        global.lines
        ? LineWatch.speak(session) : ReplayPlayer.play(session, speed: 1, screenReader: global.screenReader)
      if code != 0 { throw ExitCode(code) }
    }
  }

  /// The JSON shape scripts read: one list per game, best first.
  struct Report: Codable {
    struct Row: Codable {
      var place: Int?
      var player: String
      var uid: UInt32
      var result: String
      var won: Bool
      var score: Double?
      var seconds: Double?
      var verified: Bool
      /// Today's claim, its attempt sealed until the day ends.
      var sealed: Bool
      var reason: String?
    }
    var date: String
    var directory: String
    var sharing: Bool
    var games: [String: [Row]]
    var ignored: [[String: String]]
    /// What the listing passed over, a line per owner and kind.
    var skipped: [String]
  }

  private func rows(_ ordered: [LeaderboardEntry]) -> [Report.Row] {
    zip(ordered, LeaderboardRanking.places(ordered)).map { entry, place in
      var reason: String?
      if case .unverified(let why) = entry.verdict { reason = why }
      // Another user's text goes as it is: the encoder escapes every control, invisible and
      // format character (`.escapingInvisibles`), so a script decodes the very text.
      return Report.Row(
        place: place, player: entry.player, uid: entry.uid, result: entry.result.summary,
        won: entry.result.won,
        score: entry.result.score, seconds: entry.result.seconds, verified: entry.isVerified,
        sealed: entry.verdict == .sealed, reason: reason
      )
    }
  }

  private func printJSON(_ board: SharedLeaderboard, day: DailyDate, games: [DailyGame]) {
    var report = Report(
      date: day.description, directory: board.directory, sharing: board.sharing, games: [:],
      ignored: board.ignored.filter { games.contains($0.name.game) }.map {
        ["file": $0.name.description, "reason": $0.reason]
      }, skipped: board.skipped)
    for game in games {
      let entries = board.entries(for: game).filter { !verifiedOnly || $0.isVerified }
      // One list per table: "fizzbuzz", and "fizzbuzz-own-pace" beside it when there is one.
      for (variant, ordered) in LeaderboardRanking.tables(entries) {
        let key = [game.rawValue] + (variant.map { $0.split(separator: " ").map(String.init) } ?? [])
        report.games[key.joined(separator: "-")] = rows(ordered)
      }
      if report.games[game.rawValue] == nil { report.games[game.rawValue] = [] }
    }
    // The encoder escapes every control, C1, separator, bidirectional, format and invisible
    // character itself, so the document is printed as it is: valid JSON for any content, never
    // cut, with nothing a terminal would draw as nothing.
    let encoder = ArcadeJSON.JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes, .prettyPrinted, .escapingInvisibles]
    let bytes = (try? encoder.encode(report)) ?? Array("{}".utf8)
    FileHandleOutput.document(bytes + [UInt8(ascii: "\n")])
  }
}
