import ArcadeKit
import DailyModel
import LeaderboardModel
import Testing

@testable import ArcadeScenes

/// A leaderboard answered by hand: the rows a test gives, and what the scene asked for.
final class HandLeaderboard: LeaderboardSource {
  var directory = "/var/games/arcade/daily"
  var problem: String?
  var sharing = false
  var message: String?
  var uid: UInt32 = 1000
  var pending = 0
  var rows: [DailyGame: [LeaderboardEntry]] = [:]
  private(set) var opened: [DailyDate] = []
  private(set) var sharingRequests: [Bool] = []
  private(set) var shownRequests: [Int] = []

  private(set) var focused: [DailyGame] = []
  /// The results Enter asked to watch (`Effect.watch`).
  private(set) var watched: [String] = []
  func entries(for game: DailyGame) -> [LeaderboardEntry] { rows[game] ?? [] }

  /// What the screen posted (`Effect.leaderboard`), as the launcher's runner gets it.
  func handle(_ effect: Effect) {
    if case .watch(let entry) = effect { watched.append(entry.player) }
    guard case .leaderboard(let request) = effect else { return }
    switch request {
    case .open(let date, let game):
      opened.append(date)
      focused.append(game)
    case .focus(let game): focused.append(game)
    case .close: break
    case .sharing(let on): sharingRequests.append(on)
    case .shown(let rows): shownRequests.append(rows)
    }
  }
}

extension HandLeaderboard {
  /// alice first, bob second, mallory's result not believed; `uid` the reader's.
  static func threePlayers(uid: UInt32 = 1000) -> HandLeaderboard {
    func result(_ summary: String, score: Double, seconds: Double) -> DailyResult {
      DailyResult(summary: summary, won: true, finishedAt: 1, score: score, seconds: seconds)
    }
    let board = HandLeaderboard()
    board.uid = uid
    board.rows[.zombies] = [
      LeaderboardEntry(
        player: "bob", uid: 1001, result: result("won, 1 life left", score: 1, seconds: 70),
        verdict: .verified),
      LeaderboardEntry(
        player: "alice", uid: 1000, result: result("won, 3 lives left", score: 3, seconds: 41),
        verdict: .verified),
      LeaderboardEntry(
        player: "mallory", uid: 1002, result: result("won, 3 lives left", score: 3, seconds: 1),
        verdict: .unverified("its replay ends with \"lost\" instead")),
    ]
    return board
  }
}

/// Today's leaderboard screen at 80×24 on `board`, its requests carried out as the launcher
/// does, after its first frame.
func leaderboardHarness(_ board: HandLeaderboard, options: RenderOptions, screenReader: Bool = false)
  -> Harness
{
  let env = dailyEnvironment()
  env.leaderboard = board
  env.effectRunner = { board.handle($0) }
  let h = Harness(
    LeaderboardScene(env: env, date: dailyToday), size: Size(width: 80, height: 24), options: options)
  h.stack.screenReader = screenReader
  h.afterFrame = { env.runPendingEffects() }
  env.runPendingEffects()  // what the scene asked for as it opened, as after its first frame
  return h
}

@Suite("The leaderboard screen")
struct LeaderboardSceneTests {

  private func harness(_ board: HandLeaderboard, ascii: Bool = false) -> Harness {
    leaderboardHarness(board, options: RenderOptions(ascii: ascii))
  }

  @Test("the day's ranking: best first with its place and ✓, the unverified after it with its reason")
  func ranking() throws {
    let board = HandLeaderboard.threePlayers()
    let h = harness(board)
    #expect(board.opened == [dailyToday])
    #expect(h.contains("Leaderboard · 2026-11-23 UTC"))
    let lines = h.lines
    let alice = try #require(lines.firstIndex { $0.contains("alice") })
    let bob = try #require(lines.firstIndex { $0.contains("bob") })
    let mallory = try #require(lines.firstIndex { $0.contains("mallory") })
    #expect(alice < bob && bob < mallory)
    #expect(lines[alice].contains("1  alice") && lines[alice].contains("0:41  ✓"))
    #expect(lines[bob].contains("2  bob"))
    #expect(lines[mallory + 1].contains("unverified: its replay ends with \"lost\" instead"))
  }

  @Test(
    "on a terminal with room for the table twice over it stands under the centred title; at 80 columns at the left"
  )
  func tableCentredOnAHugeTerminal() throws {
    let board = HandLeaderboard.threePlayers()
    let env = dailyEnvironment()
    env.leaderboard = board
    env.effectRunner = { board.handle($0) }
    let huge = Harness(LeaderboardScene(env: env, date: dailyToday), size: Size(width: 250, height: 70))
    let alice = try #require(huge.lines.first { $0.contains("alice") })
    let indent = alice.prefix { $0 == " " }.count
    #expect(indent > 80, "a quarter of the way in or more: \(indent)")
    let title = try #require(huge.lines.first { $0.contains("Leaderboard ·") })
    let titleMiddle = title.prefix { $0 == " " }.count + title.trimmingCharacters(in: .whitespaces).count / 2
    #expect(abs(titleMiddle - 125) <= 2)
    let small = harness(board)
    let row = try #require(small.lines.first { $0.contains("alice") })
    #expect(row.prefix { $0 == " " }.count <= 4, "\(row)")
  }

  @Test("scrolling down asks for the rows it brings on screen to be checked; scrolling up asks nothing")
  func scrollingAsksForDeeperRows() {
    let board = HandLeaderboard.threePlayers()
    let h = harness(board)
    h.press(.down)
    h.press(.down)
    h.press(.up)
    #expect(board.shownRequests == [1 + 24, 2 + 24])
  }

  @Test("the player's own row is highlighted")
  func ownRow() throws {
    let h = harness(HandLeaderboard.threePlayers())
    let y = try #require(h.lines.firstIndex { $0.contains("alice") })
    let x = try #require(h.lines[y].range(of: "alice")).lowerBound.utf16Offset(in: h.lines[y])
    #expect(h.canvas[x, y].style.role == .selection)
  }

  @Test("v hides the unverified results; ←→ and 1-3 choose the game")
  func toggles() {
    let board = HandLeaderboard.threePlayers()
    let h = harness(board)
    h.press(.char("v"))
    #expect(!h.contains("mallory"))
    h.press(.right)
    #expect(h.contains("No results shared for this game yet."))
    #expect(board.focused == [.zombies, .memory], "the game shown is verified first")
    h.press(.char("1"))
    #expect(h.contains("alice"))
  }

  @Test("o joins at once; leaving asks first, and only y leaves")
  func sharing() {
    let board = HandLeaderboard.threePlayers()
    let h = harness(board)
    #expect(h.contains("You do not share your dailies (o shares them)."))
    h.press(.char("o"))
    #expect(board.sharingRequests == [true])
    board.sharing = true
    h.press(.char("o"))
    #expect(h.contains("Stop sharing and delete your shared results?"))
    h.press(.char("n"))
    #expect(board.sharingRequests == [true])
    h.press(.char("o"), .char("y"))
    #expect(board.sharingRequests == [true, false])
  }

  @Test("files still being verified are counted on a line, and frames keep coming meanwhile")
  func progress() {
    let board = HandLeaderboard.threePlayers()
    board.pending = 12
    let h = harness(board)
    #expect(h.contains("Verifying 12 shared results…"))
    board.pending = 0
    h.advance(by: 0.1)
    #expect(!h.contains("Verifying"))
  }

  @Test("a directory that cannot be used is said in one line")
  func problem() {
    let board = HandLeaderboard.threePlayers()
    board.problem = "No shared directory: set ARCADE_SHARED_DIR, or make install."
    let h = harness(board)
    #expect(h.contains("No shared directory: set ARCADE_SHARED_DIR, or make install."), "whole at 80 columns")
  }

  @Test(
    "with no shared directory, o asks for nothing and says why, and the empty table says none can be read")
  func sharingWithoutDirectory() {
    let board = HandLeaderboard()
    board.problem = "No shared directory: set ARCADE_SHARED_DIR, or make install."
    let h = harness(board)
    #expect(h.contains("No shared results can be read here."))
    #expect(!h.contains("No results shared for this game yet."))
    h.press(.char("o"))
    #expect(board.sharingRequests.isEmpty)
    #expect(h.contains(LeaderboardScene.sharingRefused), "\(h.screen)")
    #expect(h.stack.speech()?.status.hasPrefix(LeaderboardScene.sharingRefused) == true)
    h.press(.right)
    #expect(!h.contains(LeaderboardScene.sharingRefused), "said once, until the next key")
  }

  @Test("ASCII mode says verified rows in a word, in one column, and draws no Unicode")
  func ascii() throws {
    let h = harness(HandLeaderboard.threePlayers(), ascii: true)
    #expect(h.contains("Leaderboard - 2026-11-23 UTC"))
    let rows = h.lines.filter { $0.contains("alice") || $0.contains("bob") }
    let columns = rows.compactMap { line in
      line.range(of: "  verified").map { line.distance(from: line.startIndex, to: $0.lowerBound) }
    }
    try #require(rows.count == 2 && columns.count == 2, "\(h.screen)")
    #expect(Set(columns).count == 1, "the mark column stays aligned: \(rows)")
    #expect(h.screen.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test("in a replay (no leaderboard) the screen says it is not part of replays")
  func inReplay() {
    let h = Harness(
      LeaderboardScene(env: dailyEnvironment(), date: dailyToday), size: Size(width: 80, height: 24))
    #expect(h.contains("The leaderboard is not part of replays."))
  }

  @Test("the daily list's Leaderboard entry opens the leaderboard of the day shown")
  func fromTheDailyList() {
    let env = dailyEnvironment()
    let board = HandLeaderboard.threePlayers()
    env.leaderboard = board
    env.effectRunner = { board.handle($0) }
    let h = Harness(DailyListScene(env: env), size: Size(width: 80, height: 24))
    h.afterFrame = { env.runPendingEffects() }
    let key = dailyKey("Leaderboard")
    #expect(h.contains("\(key) Leaderboard"))
    h.press(key)
    #expect(h.contains("Leaderboard · 2026-11-23 UTC"))
    #expect(board.opened == [dailyToday])
  }

  @Test("Enter watches the marked verified row; a sealed row says until when; ↓ moves the mark")
  func enterWatchesTheMarkedRow() throws {
    let board = HandLeaderboard.threePlayers()
    for index in board.rows[.zombies, default: []].indices {
      board.rows[.zombies]?[index].attempt = SharedResultName(
        date: dailyToday, game: .zombies, uid: UInt32(1000 + index), token: UInt64(index))
    }
    board.rows[.zombies]?.append(
      LeaderboardEntry(
        player: "zed", uid: 1003,
        result: DailyResult(summary: "won, 2 lives left", won: true, finishedAt: 1, score: 2, seconds: 50),
        verdict: .sealed))
    let h = leaderboardHarness(board, options: RenderOptions())
    let marked = try #require(h.lines.first { $0.hasPrefix(">") })
    #expect(marked.contains("alice"))
    h.press(.enter)
    #expect(board.watched == ["alice"])
    h.press(.down)  // zed's sealed claim, ranked second
    #expect(try #require(h.lines.first { $0.hasPrefix(">") }).contains("zed"))
    h.press(.enter)
    #expect(board.watched == ["alice"])
    #expect(h.contains("zed's attempt is sealed until 2026-11-24 00:00 UTC."))
    h.press(.down)
    h.press(.down)  // mallory: not believed
    h.press(.enter)
    #expect(h.contains("Only a verified result can be watched."))
    #expect(
      LeaderboardScene(env: dailyEnvironment(), date: dailyToday).keys(forWord: "watch 3") == [
        .home, .down, .down, .enter,
      ])
  }
}
