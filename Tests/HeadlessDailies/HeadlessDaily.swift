import ArcadeKit
import ArcadeRandom
import ArcadeScenes
import DailyModel
import Records
import Leaderboard
import Replay
import MemoryDecks

/// A daily played headless through the real run loop by random keys, and shared the way the
/// launcher shares a counted daily: real shared files for the verifier's tests and for the
/// benchmark's leaderboard of 200 players.
public enum HeadlessDaily {
  /// The shared attempt (`AttemptRecorder`'s file) of `game`'s daily on `date`, played from `start` (wall-clock seconds, on
  /// that day: so the attempt counts) until it counted; nil when it never did.
  /// `screenReader`: played in screen-reader mode, the look key among the random keys.
  /// `ownPace`: a timed game at the player's own pace (FizzBuzz: each number waits). `leavesAfter`: after
  /// that many inputs the player leaves (back, then y): the attempt shared as abandoned.
  public static func shared(
    _ game: DailyGame, date: DailyDate, start: Double, seed: UInt64, uid: UInt32, arcade: String,
    assets: String, screenReader: Bool = false, ownPace: Bool = false, leavesAfter: Int? = nil
  ) -> [UInt8]? {
    guard let directory = ThrowawayDirectory() else { return nil }
    defer { directory.remove() }
    let input = RandomInput(game, seed: seed, looks: screenReader)
    if let leavesAfter { input.leavesAfter(leavesAfter) }
    let clock = ManualClock()
    let backend = ManualBackend(size: Size(width: 80, height: 24), clock: clock) { input.next() }
    backend.onPresent = { input.saw($0) }
    var plan = SessionPlan(arcade: arcade, seed: seed, size: backend.size)
    plan.start = start
    plan.t0 = clock.now
    plan.assetsDir = assets
    plan.screenReader = screenReader
    let (env, stack) = plan.make(
      records: RecordStore(directory: directory.path),
      decks: MemoryDeckLibrary(assetsDirectory: assets).shelf(),
      clock: clock)
    let loop = RunLoop(stack: stack, backend: backend, clock: clock)
    // The launcher's wiring, without a shared directory: the attempt's file is handed here.
    let sharing = DailySharing.attach(
      to: env, stack: stack, loop: loop, clock: clock, start: start, t0: clock.now, uid: uid, arcade: arcade,
      leaderboard: nil)
    var shared: [UInt8]?
    sharing.finished = { _, attempt in
      guard shared == nil else { return }
      shared = try? attempt.get()
      backend.stop()
    }
    guard
      case .success(let scene) = DailyLaunch.scene(
        game, date: date, env: env, confirmed: true, ownPace: ownPace)
    else {
      return nil
    }
    stack.push(scene)
    let recorder = ReplayRecorder(stack: stack, clock: clock) { sharing.record($0) }
    loop.observer = recorder
    // The loop holds its observer weakly.
    _ = withExtendedLifetime(recorder) { loop.run() }
    return shared
  }

}

/// Random input a game takes, each after a pause long enough for its messages to be
/// dismissable (Zombies' rooms, Memory's mismatches), as `ManualBackend` steps: Zombies and
/// FizzBuzz get random keys (FizzBuzz finishes when its numbers run out), Memory clicks on
/// random cards of the last frame (so it finishes by chance in about 64 pairs of flips, as long
/// as a player's game).
final class RandomInput {
  private let game: DailyGame
  private var random: SeededRandom
  private var inputsLeft = 6000
  /// The next step is the pause before an input.
  private var pauseNext = true
  private var cards: [(x: Int, y: Int)] = []
  /// The screen-reader's look key is one of the keys pressed.
  private let looks: Bool
  /// Keys pressed once the random ones run out (leaving: back, then y).
  private var last: [Key] = []

  init(_ game: DailyGame, seed: UInt64, looks: Bool = false) {
    self.game = game
    random = SeededRandom(seed: seed)
    self.looks = looks
  }

  /// After `count` random inputs, back then y: the player leaves the attempt.
  func leavesAfter(_ count: Int) {
    inputsLeft = count
    last = [.escape, .char("y")]
  }

  func saw(_ canvas: Canvas) {
    if game == .memory { cards = Self.cardCentres(canvas) }
  }

  /// A pause, then an input, in turn.
  func next() -> ManualBackend.Step? {
    if pauseNext {
      pauseNext = false
      return .wait(0.35)
    }
    pauseNext = true
    guard inputsLeft > 0 else { return last.isEmpty ? nil : .key(last.removeFirst()) }
    inputsLeft -= 1
    if looks && random.next() % 4 == 0 { return .key(SceneStack.lookKey) }
    switch game {
    case .memory where !cards.isEmpty:
      let card = cards[Int(random.next() % UInt64(cards.count))]
      return .input(.mouse(MouseEvent(.press, x: card.x, y: card.y)))
    case .fizzbuzz, .maze: return .key(pick([.left, .right, .down, .char(" ")]))
    default: return .key(pick([.up, .down, .left, .right, .enter]))  // a grid game's keys
    }
  }

  private func pick(_ keys: [Key]) -> Key { keys[Int(random.next() % UInt64(keys.count))] }

  /// The centres of the boxes drawn most often at one size (the cards) in `canvas`.
  static func cardCentres(_ canvas: Canvas) -> [(x: Int, y: Int)] {
    var boxes: [(x: Int, y: Int, width: Int, height: Int)] = []
    for y in 0..<canvas.height {
      for x in 0..<canvas.width where canvas[x, y].text == "╭" {
        var right = x + 1
        while right < canvas.width && canvas[right, y].text != "╮" { right += 1 }
        var bottom = y + 1
        while bottom < canvas.height && canvas[x, bottom].text != "╰" { bottom += 1 }
        if right < canvas.width && bottom < canvas.height { boxes.append((x, y, right - x, bottom - y)) }
      }
    }
    var counts: [Int: Int] = [:]
    for box in boxes { counts[box.width * 1000 + box.height, default: 0] += 1 }
    guard let common = counts.max(by: { $0.value < $1.value })?.key else { return [] }
    return boxes.filter { $0.width * 1000 + $0.height == common }.map {
      ($0.x + $0.width / 2, $0.y + $0.height / 2)
    }
  }
}
