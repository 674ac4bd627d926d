import DailyModel

/// One counted attempt of a session as its owner (`DailySharing`) holds it, from its notice to
/// its shared claim: the one place for its phase, its start record and why it was not shared.
/// The scene keeps only what it needs on the key path (`DailySession`'s progress, in game
/// time), and the player's records keep its result.
public struct CountedAttemptState: Equatable, Sendable {
  /// The attempt's start record in the shared directory, made at its first move.
  public enum Start: Equatable, Sendable {
    /// Made: the token its claim names.
    case made(token: String)
    /// The day's start record was there already (begun from another data directory).
    case elsewhere
    /// It could not be made: why.
    case failed(String)
  }

  public enum Phase: Equatable, Sendable {
    /// Its scene was made (`Effect.attemptOpened`): recorded alone from here.
    case opened
    /// Its first move (`Effect.attemptBegan`); `start` says what became of its start record.
    case begun
    /// Finished or left (`Effect.counted`), and offered to the leaderboard: `shared` says how
    /// that went (nil: not offered, as the player does not share).
    case over
  }

  public let challenge: DailyChallenge
  public private(set) var phase = Phase.opened
  /// Nil before the first move, or when no start record was tried (no shared directory, or a
  /// game with no table).
  public private(set) var start: Start?
  public private(set) var shared: ShareOutcome?

  public init(_ challenge: DailyChallenge) { self.challenge = challenge }

  public mutating func began(start: Start?) {
    phase = .begun
    self.start = start
  }

  public mutating func over(shared outcome: ShareOutcome?) {
    phase = .over
    shared = outcome
  }

  /// Why it was not shared, as the player reads it; nil when it was, or was not offered.
  public var failure: String? {
    guard case .notShared(let why) = shared else { return nil }
    return why.line
  }

  /// The start record's token, when this attempt made one.
  public var startToken: String? {
    guard case .made(let token) = start else { return nil }
    return token
  }
}

/// What became of a counted attempt offered to the leaderboard.
public enum ShareOutcome: Equatable, Sendable {
  case shared(DailyGame)
  case notShared(NotShared)

  /// The line said where the result is shown (and on the leaderboard screen).
  public var line: String {
    switch self {
    case .shared(let game): return "Your \(game.title) result is shared, sealed until the day ends (UTC)."
    case .notShared(let why): return why.line
    }
  }
}

/// Why a counted attempt was not shared: its text is made here only.
public enum NotShared: Equatable, Sendable {
  /// The shared directory cannot be used.
  case directory(String)
  /// Its start record could not be made.
  case startNotRecorded(String)
  /// The day's first attempt of the game began from another data directory.
  case begunElsewhere(DailyGame)
  case notRecorded(AttemptNotRecorded)
  /// A file could not be written (the error, and the directory as shown).
  case notWritten(String, in: String)

  public var line: String {
    switch self {
    case .directory(let problem): return "Not shared: \(problem)"
    case .startNotRecorded(let error): return "Not shared: its start could not be recorded (\(error))."
    case .begunElsewhere(let game):
      return "Not shared: today's first \(game.title) attempt on this machine began elsewhere."
    case .notRecorded(let why): return "Not shared: \(why)."
    case .notWritten(let failure, let directory): return "Not shared: \(failure) (in \(directory))."
    }
  }
}

/// A session's counted attempts, in the order they last began or ended.
public struct CountedAttempts: Equatable, Sendable {
  public private(set) var all: [CountedAttemptState] = []
  /// The attempt that last began or ended: the one the game screens speak of.
  private var latest: DailyChallenge?

  public init() {}

  public func state(of challenge: DailyChallenge) -> CountedAttemptState? {
    all.first { $0.challenge == challenge }
  }

  /// Its scene was made: a new attempt (nothing else changes).
  public mutating func opened(_ challenge: DailyChallenge) {
    if state(of: challenge) == nil { all.append(CountedAttemptState(challenge)) }
  }

  public mutating func began(_ challenge: DailyChallenge, start: CountedAttemptState.Start?) {
    change(challenge) { $0.began(start: start) }
  }

  public mutating func over(_ challenge: DailyChallenge, shared: ShareOutcome?) {
    change(challenge) { $0.over(shared: shared) }
  }

  private mutating func change(_ challenge: DailyChallenge, _ change: (inout CountedAttemptState) -> Void) {
    var state = all.firstIndex { $0.challenge == challenge }.map { all.remove(at: $0) } ?? .init(challenge)
    change(&state)
    all.append(state)
    latest = challenge
  }

  /// Why attempts were not shared, in the order they ended.
  public var failures: [String] { all.compactMap(\.failure) }

  /// Why the attempt that last began or ended was not shared: the game screens say it until
  /// another counted attempt begins.
  public var shownFailure: String? { latest.flatMap { state(of: $0)?.failure } }
}
