import ArcadeKit
import ArcadeSystem

/// A replay watched: the recorded session made again and played through the real `RunLoop` on
/// a manual clock (the same `ManualBackend` steps as `--check`), stopping before any event the
/// watcher asks for. Moving forward plays the events between. Moving back restores the nearest
/// keyframe before the place (the state of every scene, the stack, the clock, the environment
/// and the records, kept by the index pass every `keyframeEvents` events, `keyframeSeconds` of
/// game time or `keyframeCPUSeconds` of its CPU) and plays forward from there without drawing; where no keyframe could be kept
/// (a scene on the stack that cannot be restored exactly, `RestorableScene`), from the start.
/// `lastSeek` says what each move back cost.
public final class ReplayViewer {
  /// A session made from the file's header: its stack, its clock and what runs after a frame.
  public typealias Made = (stack: SceneStack, clock: ManualClock, afterFrame: () -> Bool)

  /// A session made from the file's header, with what keeps the rest of its state: `saveWorld`
  /// saves its environment and records now and returns what puts them back.
  public struct Session {
    public let stack: SceneStack
    public let clock: ManualClock
    public let afterFrame: () -> Bool
    public let saveWorld: () -> () -> Void

    public init(
      stack: SceneStack, clock: ManualClock, afterFrame: @escaping () -> Bool,
      saveWorld: @escaping () -> () -> Void
    ) {
      self.stack = stack
      self.clock = clock
      self.afterFrame = afterFrame
      self.saveWorld = saveWorld
    }
  }

  /// Where the watcher stands: before event `index` (0…count; count is the end), the state
  /// after every event before it.
  public struct Position {
    public let index: Int
    public let stack: SceneStack
    /// The session time of the event about to be played (the last one's at the end).
    public let sessionTime: Double

    public init(index: Int, stack: SceneStack, sessionTime: Double) {
      self.index = index
      self.stack = stack
      self.sessionTime = sessionTime
    }
  }

  /// What the watcher does next.
  public enum Command: Equatable, Sendable {
    /// Play the next event, then ask again.
    case step
    /// Go to before event `index` (clamped to 0…count).
    case seek(Int)
    case quit
  }

  /// The final state compared with the recording's (`--check`'s rule), once the end is reached.
  public enum Ending: Equatable, Sendable {
    case same
    case differs
    /// Recorded before state snapshots (format 1): not compared.
    case notCompared
  }

  /// The session's state before event `index`, as the index pass kept it.
  struct Keyframe {
    let index: Int
    let session: Session
    let stack: SceneStackKeyframe
    let world: () -> Void
    let clock: Double
    let size: Size
  }

  public let file: ReplayFile
  private let make: () -> Session
  /// Sessions made without a way to keep their environment (`init(file:make:)`) get no keyframes.
  private let keepsKeyframes: Bool
  /// Each event's recorded session time and game time, in order (from `index()`).
  public private(set) var sessionTimes: [Double] = []
  public private(set) var gameTimes: [Double] = []
  /// The game's own moments (a life lost, a pair found, a wrong answer), in order.
  public private(set) var marks: [ReplayMark] = []
  public private(set) var ending: Ending?
  /// The last move back: how many events were played again and what it cost (CPU seconds).
  public private(set) var lastSeek: (events: Int, seconds: Double)?
  /// A keyframe at most this many events after the last one (set before `index()`).
  public var keyframeEvents = 200
  /// …or this much game time after it…
  public var keyframeSeconds = 10.0
  /// …or once the index pass spent this much CPU since it, whichever comes first: a few of a
  /// maze's events can carry its whole reveal (thousands of simulated answers, each JSON).
  public var keyframeCPUSeconds = 0.02
  /// When the index pass kept the last keyframe (CPU time).
  private var lastKeyframeCPU = 0.0
  /// The keyframes the index pass kept, by event; the events, kept to play from one.
  private var keyframes: [Keyframe] = []
  private var steps: [ManualBackend.Step] = []
  /// Why some places have no keyframe: the scenes that were on the stack then (type names).
  public private(set) var unrestorable: Set<String> = []

  /// A viewer whose moves back play the session again from its start (no keyframes: nothing
  /// keeps the environment of a session made this way).
  public init(file: ReplayFile, make: @escaping () -> Made) {
    self.file = file
    self.make = {
      let made = make()
      return Session(stack: made.stack, clock: made.clock, afterFrame: made.afterFrame) { {} }
    }
    keepsKeyframes = false
  }

  /// A viewer that keeps keyframes of the sessions `make` makes.
  public init(file: ReplayFile, session: @escaping () -> Session) {
    self.file = file
    make = session
    keepsKeyframes = true
  }

  public var count: Int { sessionTimes.count }
  /// The events before which a keyframe was kept.
  public var keyframeIndices: [Int] { keyframes.map(\.index) }

  /// One headless pass over the file: every event's times and the game's marks (from the
  /// scenes' own state snapshots, compared before and after each event), and the keyframes.
  public func index() {
    sessionTimes = []
    gameTimes = []
    marks = []
    keyframes = []
    steps = []
    unrestorable = []
    let made = make()
    let (backend, reader) = ReplaySteps.backend(file, clock: made.clock)
    let t0 = file.header.t0
    reader.onRead = { [unowned self] _, line in
      let t = line.t ?? self.sessionTimes.last ?? t0
      self.sessionTimes.append(t)
      self.gameTimes.append(line.g ?? max(0, t - t0))
      self.steps.append(ReplaySteps.step(line))
    }
    var before = ReplayMarks.values(made.stack)
    let check = { [unowned self] (index: Int) in
      let after = ReplayMarks.values(made.stack)
      for what in ReplayMarks.changes(from: before, to: after) {
        self.marks.append(ReplayMark(index: index, gameTime: self.gameTime(at: index), what: what))
      }
      before = after
    }
    backend.beforeEvent = { [unowned self] index, _ in
      if index > 0 { check(index) }
      if keepsKeyframes { keepKeyframe(index, made, backend) }
    }
    let loop = RunLoop(stack: made.stack, backend: backend, clock: made.clock)
    loop.drawsFrames = false
    loop.afterFrame = made.afterFrame
    _ = loop.run()
    if !sessionTimes.isEmpty { check(sessionTimes.count) }
  }

  /// Keeps a keyframe before event `index` when one is due (the first event, or enough events
  /// or game time since the last) and every scene on the stack can be restored.
  private func keepKeyframe(_ index: Int, _ made: Session, _ backend: ManualBackend) {
    if let last = keyframes.last {
      let due =
        index - last.index >= keyframeEvents
        || gameTime(at: index) - gameTime(at: last.index) >= keyframeSeconds
        || CPUTime.now() - lastKeyframeCPU >= keyframeCPUSeconds
      guard due else { return }
    }
    guard let stack = made.stack.keyframe() else {
      for scene in made.stack.scenes where !scene.keepsKeyframes {
        unrestorable.insert(String(describing: type(of: scene)))
      }
      return
    }
    lastKeyframeCPU = CPUTime.now()
    keyframes.append(
      Keyframe(
        index: index, session: made, stack: stack, world: made.saveWorld(), clock: made.clock.now,
        size: backend.size))
  }

  /// The game time at a position: that of the last event played (the first one's at the start).
  public func gameTime(at index: Int) -> Double {
    guard !gameTimes.isEmpty else { return 0 }
    return gameTimes[min(max(0, index - 1), gameTimes.count - 1)]
  }

  /// The session time at a position: the next event's, or the last one's at the end.
  public func sessionTime(at index: Int) -> Double {
    guard !sessionTimes.isEmpty else { return file.header.t0 }
    return sessionTimes[min(max(0, index), sessionTimes.count - 1)]
  }

  /// Where the game stands at `time`: after every event at or before it (the start at the
  /// first event's time or earlier).
  public func position(atGameTime time: Double) -> Int {
    guard let first = gameTimes.first, time > first else { return 0 }
    // Every event at or before `time` has been played; the first one after it has not.
    var low = 0
    var high = gameTimes.count
    while low < high {
      let middle = (low + high) / 2
      if gameTimes[middle] <= time { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The next mark after `index`, or the last one before it.
  public func mark(after index: Int) -> ReplayMark? { marks.first { $0.index > index } }
  public func mark(before index: Int) -> ReplayMark? { marks.last { $0.index < index } }

  /// A session standing before event `target` or earlier: the nearest keyframe's restored, or a
  /// new one at the start. Returns it with the backend that plays on from there.
  private func start(before target: Int) -> (Session, ManualBackend) {
    if let keyframe = keyframes.last(where: { $0.index <= target }) {
      let session = keyframe.session
      session.stack.restore(keyframe.stack)
      keyframe.world()
      session.clock.rewind(to: keyframe.clock)
      var next = keyframe.index
      let backend = ManualBackend(size: keyframe.size, clock: session.clock, position: next) {
        [steps] in
        guard next < steps.count else { return nil }
        next += 1
        return steps[next - 1]
      }
      return (session, backend)
    }
    let session = make()
    return (session, ReplaySteps.backend(file, clock: session.clock).0)
  }

  /// Plays the session, asking `control` before each event and at the end what to do; returns
  /// when it says quit (or a signal stopped a run: its number).
  public func play(control: @escaping (Position) -> Command) {
    var target = 0
    while true {
      var started = target > 0 ? CPUTime.now() : nil
      let (made, backend) = start(before: target)
      let from = backend.position
      let loop = RunLoop(stack: made.stack, backend: backend, clock: made.clock)
      loop.drawsFrames = false
      loop.afterFrame = made.afterFrame
      // Only for the final state as `--check` digests it (a last q empties the stack).
      let recorder = ReplayRecorder(stack: made.stack, clock: made.clock) { _ in }
      recorder.digestsScreens = false
      loop.observer = recorder
      var restart: Int?
      var quit = false
      backend.beforeEvent = { [unowned self] index, time in
        guard index >= target else { return }
        if let begun = started {
          self.lastSeek = (index - from, CPUTime.now() - begun)
          started = nil
        }
        var command = control(Position(index: index, stack: made.stack, sessionTime: time))
        while true {
          switch command {
          case .step:
            target = index + 1
            return
          case .seek(let place) where place > index:
            target = min(place, self.count)
            return
          case .seek(let place) where place == index:
            command = control(Position(index: index, stack: made.stack, sessionTime: time))
            continue  // already there: ask again
          case .seek(let place):
            restart = max(0, place)
          case .quit:
            quit = true
          }
          backend.stop()
          return
        }
      }
      _ = loop.run()
      if quit { return }
      if let restart {
        target = restart
        continue
      }
      // The end: the final state against the recording's, then the watcher may go back.
      if let started, target >= count { lastSeek = (count - from, CPUTime.now() - started) }
      _ = made.afterFrame()
      ending = endingOf(recorder)
      let endTime = sessionTimes.last ?? file.header.t0
      while true {
        let command = control(Position(index: count, stack: made.stack, sessionTime: endTime))
        if command == .quit { return }
        if case .seek(let place) = command, place < count {
          target = max(0, place)
          break
        }
      }
    }
  }

  private func endingOf(_ recorder: ReplayRecorder) -> Ending {
    guard file.header.arcadeReplay >= ReplayFormat.snapshotVersion, let state = file.end.state else {
      return .notCompared
    }
    return recorder.stateDigest() == state ? .same : .differs
  }
}

/// A moment of the game worth jumping to: before event `index` it has just happened.
public struct ReplayMark: Equatable, Sendable {
  public let index: Int
  public let gameTime: Double
  public let what: String
}

/// The game's moments, read from the scenes' own state snapshots (the values a player could
/// observe): a life lost, the SOS reached, a pair found, two cards that did not pair, a wrong
/// answer, a missed number.
enum ReplayMarks {
  /// The watched values of every scene on the stack, named by the scene's type.
  static func values(_ stack: SceneStack) -> [String: String] {
    var values: [String: String] = [:]
    for scene in stack.scenes {
      let type = String(describing: Swift.type(of: scene))
      guard watched.contains(where: { $0.key.hasPrefix(type + ".") }) else { continue }
      for line in scene.snapshot.text.split(separator: "\n") {
        guard let equals = line.firstIndex(of: "=") else { continue }
        let name = type + "." + line[..<equals]
        if watched[name] != nil { values[name] = String(line[line.index(after: equals)...]) }
      }
    }
    return values
  }

  /// What changed between two readings, in words.
  static func changes(from before: [String: String], to after: [String: String]) -> [String] {
    var said: [String] = []
    for (name, rule) in watched.sorted(by: { $0.key < $1.key }) {
      guard let old = before[name], let new = after[name], old != new, let what = rule(old, new) else {
        continue
      }
      said.append(contentsOf: what)
    }
    return said
  }

  /// Each watched value (`Scene.name`) and what its change means.
  static let watched: [String: @Sendable (String, String) -> [String]?] = [
    "ZombiesScene.lives": { old, new in less(new, than: old) ? ["life lost"] : nil },
    "ZombiesScene.wins": { old, new in less(old, than: new) ? ["SOS reached"] : nil },
    "MemoryGameScene.found": { old, new in less(old, than: new) ? ["pair found"] : nil },
    "MemoryGameScene.mismatch": { old, new in old == "nil" && new != "nil" ? ["no pair"] : nil },
    "FizzBuzzGameScene.counts": { old, new in
      let (a, b) = (numbers(old), numbers(new))
      guard a.count == 3, b.count == 3 else { return nil }
      return (b[1] > a[1] ? ["wrong answer"] : []) + (b[2] > a[2] ? ["missed"] : [])
    },
  ]

  /// A number, or a list's length by the numbers in it ("[3, 5]": found cards).
  private static func less(_ a: String, than b: String) -> Bool {
    (Int(a) ?? numbers(a).count) < (Int(b) ?? numbers(b).count)
  }

  /// The numbers of a list's description ("[3, 1, 0]").
  private static func numbers(_ text: String) -> [Int] {
    text.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
  }
}
