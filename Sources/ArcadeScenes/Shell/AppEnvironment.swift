import ArcadeGlyphs
import ArcadeRandom
import ArcadeKit
import DailyModel
import LeaderboardModel
import MemoryModel
import Records

/// What every scene of the arcade shares: the records, the session's seeded randomness and the
/// warnings still to show. Scenes receive it at construction; models never see it.
public final class AppEnvironment {
  /// The records: a read sees this session's changes at once; the writes wait for
  /// `runPendingEffects()`, so no key handler does file I/O.
  public let records: DeferredRecords
  /// The seed given with `--seed`, or one drawn at start-up; shown in help so a game can be
  /// reported and replayed.
  public let sessionSeed: UInt64
  private var seeds: SeededRandom
  /// Warnings for the player (corrupt records moved aside, records not saved...), shown once.
  public private(set) var warnings: [String] = []
  /// One line of news for the menu's bottom row until the next key ("Settings saved."):
  /// news, not a warning, so it asks for no dismissing key.
  public var menuNote: String?

  /// The folder of data files (`assets/` in the source tree, `share/arcade` when installed):
  /// decks, help texts.
  public let assetsDirectory: String
  /// The built-in Memory decks, read by the launcher before the first scene.
  public let decks: DeckShelf

  /// Wall-clock seconds since 1970, read by the executable (scenes read no clock of their own);
  /// only for dating records. Tools and tests that do not date records keep the default, 0.
  public let wallClock: @Sendable () -> Double

  /// Every session is made here, the launcher's, a replay's, a shared attempt's check, the
  /// soak's, the tools' and the tests' alike: the records `tables` (the catalog's) are read now,
  /// once, before the first scene. A caller that keeps a records snapshot takes it first (a
  /// corrupt file is moved aside here, and its replay does the same from the snapshot).
  public init(
    records: RecordStore, seed: UInt64, assetsDirectory: String, decks: DeckShelf,
    wallClock: @escaping @Sendable () -> Double = { 0 },
    tables: [any LoadableRecordsTable] = RecordTables.all
  ) {
    self.decks = decks
    self.wallClock = wallClock
    self.records = DeferredRecords(store: records)
    self.assetsDirectory = assetsDirectory
    sessionSeed = seed
    seeds = SeededRandom(seed: seed)
    for table in tables { table.load(into: self.records) }
  }

  /// A seed for the next game or round: the whole session replays from `sessionSeed`.
  public func nextSeed() -> UInt64 { seeds.next() }

  /// Collects the records' new warnings; returns all that have not been dismissed.
  public func currentWarnings() -> [String] {
    warnings += records.takeWarnings()
    return warnings
  }

  public func dismissWarnings() { warnings = [] }

  /// Adds a line of the launcher's for the menu (the settings file's problems at start, how to
  /// switch glyphs on a terminal that may not draw emoji), shown like the records' warnings
  /// until a key dismisses it.
  public func warn(_ warning: String) { warnings.append(warning) }

  /// Takes back one warning (the settings file's, once Settings lists its problems).
  public func dismissWarning(_ warning: String) { warnings.removeAll { $0 == warning } }

  /// What scenes asked of the world outside the session since the last frame, in order.
  private var effects: [Effect] = []
  /// Carries out one effect (the launcher's: the clipboard, the shared leaderboard); nil where
  /// the session has no world to act on (replays, tests that do not look), and effects are
  /// then dropped.
  public var effectRunner: ((Effect) -> Void)?  // not in keyframes: set as the session is made

  /// Asks for `effect`; it runs after the frame (`runPendingEffects`), never on the key path.
  public func post(_ effect: Effect) { effects.append(effect) }

  /// Whether an effect that `matches` is queued, not run yet.
  public func hasQueued(_ matches: (Effect) -> Bool) -> Bool { effects.contains(where: matches) }

  /// Carries out the effects scenes asked for (through `effectRunner`), then writes the
  /// pending records. The run loop calls it after each presented frame, and on every way out
  /// with `force` (which retries saves that failed). Returns whether the screen may have
  /// changed.
  @discardableResult
  public func runPendingEffects(force: Bool = false) -> Bool {
    let queued = effects
    effects = []
    if let effectRunner { for effect in queued { effectRunner(effect) } }
    let shown = effectRunner != nil && queued.contains { !$0.isAttemptBookkeeping }
    return records.flush(force: force) || shown
  }

  /// Why the results of the game keeping `table` are not being saved, in one short line for
  /// the screen that shows them ("Not saved: …"); nil when they are (or nothing is held back).
  public func recordsNotice(for table: String) -> String? {
    records.notSavedReason(for: table).map { "Not saved: \($0)." }
  }

  /// The records warnings to print on stderr after the terminal is restored.
  public func exitReport() -> [String] { records.exitReport() }

  /// The last share card the player opened: printed on stdout after the arcade exits.
  public private(set) var lastShareCard: String?
  /// The machine's shared leaderboard; nil where there is none to show (replays, tests).
  public var leaderboard: LeaderboardSource?

  /// Line mode and screen-reader mode: a timed game outside a daily is an untimed practice
  /// (FizzBuzz: each number waits for its answer), so no clock races a player who reads and
  /// types. Any timed game reads it through `playsUntimed(daily:)`. Part of the session (the
  /// replay's command line says so: `--lines` or `--screen-reader`, nothing else is stored).
  public var untimedPractice = false  // not in keyframes: set as the session is made

  /// Whether a timed game plays untimed: outside a daily, in line and screen-reader modes; in a
  /// daily, when its counted attempt was chosen at the player's own pace (a past day is timed,
  /// as its board was for everyone).
  public func playsUntimed(daily: DailySession?) -> Bool { daily.map(\.ownPace) ?? untimedPractice }
  /// Line mode (`--lines`): nothing is drawn, so Settings says which rows it forces.
  public var lineMode = false  // not in keyframes: set as the session is made

  /// The day's counted attempts this user began before the session started, from any data
  /// directory (their start records in the shared directory), as `DailyChallenge.key`: a new
  /// attempt at one of them is practice. Read once by the launcher and kept in the replay's
  /// header, so a replay decides the same.
  public var startedElsewhere: Set<String> = []  // not in keyframes: set as the session is made
  /// Those of them with no result claimed yet (begun, perhaps still open in another terminal).
  public var unfinishedElsewhere: Set<String> = []  // not in keyframes: set as the session is made
  /// Today's counted attempts another arcade of this data directory is playing now (it holds
  /// their lock), as `DailyChallenge.key`: read once at start-up and kept in the replay's
  /// header. The daily list calls them in progress, not cut off.
  public var attemptsInProgress: Set<String> = []  // not in keyframes: set as the session is made
  /// Days whose boards this session may not show (a clock not the kernel's, a replay).
  public var boardSeals: [BoardSeal] = []
  /// What the seals refused in this session, each line once (`arcade replay` says them).
  public var sealRefusals: [String] = []

  /// Why the last counted attempt could not be shared (a full disk, a start begun elsewhere),
  /// read from the attempt's owner (`DailySharing`, which holds it): the game screens say it
  /// where they say that results are not saved.
  public var shareFailure: String? { shareFailureSource() }
  /// Where `shareFailure` is read: set by the attempts' owner when it is attached.
  public var shareFailureSource: () -> String? = { nil }  // not in keyframes: set as the session is made

  public func shareCardShown(_ text: String) { lastShareCard = text }

  /// The player's settings as their file has them (the Settings screen starts from them and
  /// keeps its values here when Enter saves them), and the file's path (for its help).
  public var settings = PlayerSettings.defaults
  public var settingsPath = "~/.config/arcade/settings"  // not in keyframes: set as the session is made
  /// What the settings file got wrong ("line 8, column 9: theme 'drak' is not … (kept auto)"),
  /// as last read or saved: the Settings screen lists them.
  public var settingsProblems: [String] = []

  /// Everything of the session's that changes as it is played (the seeds drawn, the warnings,
  /// the queued effects, the records as this session sees them, the offline board's sharing);
  /// calling the result puts it back: with the scenes' (`RestorableScene`) and the records
  /// directory's, a replay viewer's keyframe.
  public func savedState() -> () -> Void {
    let saved = (
      seeds, warnings, menuNote, effects, lastShareCard, sealRefusals, settings, settingsProblems,
      boardSeals
    )
    let records = records.savedState()
    let board = (leaderboard as? OfflineLeaderboard)?.savedState()
    return { [self] in
      (
        seeds, warnings, menuNote, effects, lastShareCard, sealRefusals, settings, settingsProblems,
        boardSeals
      ) = saved
      records()
      board?()
    }
  }
}

/// What a scene asks of the world outside the session: one queue of these (`post`), run after
/// the frame by the launcher's effect runner. Records writes are the records' own
/// (`DeferredRecords`), flushed by the same call.
public enum Effect {
  /// Copy text to the terminal's clipboard (OSC 52).
  case copy(String)
  /// A counted attempt's scene was made (`DailyLaunch`): after this frame it is on the stack,
  /// and the attempt is recorded alone from here, to be shared.
  case attemptOpened(CountedAttempt)
  /// A counted attempt began (its first move): its start record goes to the shared directory.
  case attemptBegan(DailyChallenge)
  /// A counted daily finished: share it on the leaderboard when the player has joined.
  case counted(SharedClaim)
  /// The leaderboard screen's requests: the files it reads, and joining or leaving.
  case leaderboard(LeaderboardRequest)
  /// Show the screen in this theme (the Settings screen's preview; Esc puts the first back).
  case previewTheme(ThemeChoice)
  /// Write these settings to the player's file (Enter on the Settings screen), atomically,
  /// keeping the file's comments and the lines the arcade did not understand.
  case saveSettings(PlayerSettings)
  /// A life lost, a wrong answer, a miss: the launcher rings the terminal's bell or flashes
  /// its screen as the player's `bell` setting says, and does nothing when it is off (the
  /// default). Scenes post it whatever the setting: it is no part of a game's state.
  case bell
  /// Watch a verified shared result (Enter on the leaderboard): the launcher plays its attempt
  /// in the viewer on this terminal, then the board is back.
  case watch(LeaderboardEntry)
  /// Watch someone playing now on this machine (`f` on the menu): the launcher shows `arcade
  /// watch`'s list on this terminal, then the menu is back.
  case watchLive

  /// The counted attempt's own bookkeeping (recording it, its start record): nothing on the
  /// screen changes by it, so it asks for no new frame (a replay draws the same frames).
  var isAttemptBookkeeping: Bool {
    switch self {
    case .attemptOpened, .attemptBegan: return true
    default: return false
    }
  }
}

public enum LeaderboardRequest: Equatable, Sendable {
  /// Look at `date`'s files (the game shown first).
  case open(DailyDate, focus: DailyGame)
  /// The game shown changed: its files first.
  case focus(DailyGame)
  /// The screen closed: stop looking, never waiting.
  case close
  /// Start sharing (true), or stop and delete what was shared.
  case sharing(Bool)
  /// The screen was scrolled to show this many rows of its table: check them too.
  case shown(rows: Int)
}

/// One game in the launch menu.
public struct GameEntry: Sendable {
  /// The command-line name (`arcade zombies`).
  public var id: String
  public var name: String
  public var summary: String
  /// The records tables the game reads and writes: the launcher loads exactly these (the
  /// catalog's) before the first scene, and reading one not listed stops the arcade (none: a
  /// game that keeps no records).
  public var tables: [any LoadableRecordsTable]
  /// The record line shown under the entry ("W: 3  L: 1"); empty when there is none.
  public var recordSummary: @Sendable (AppEnvironment) -> String
  /// The game's first scene.
  public var makeScene: @Sendable (AppEnvironment) -> Scene
  /// What the soak (`arcade-soak`) fuzzes when it is not the first scene: the command line of
  /// the session (its replays' header) and the scene it makes. Nil: `arcade <id>` and `makeScene`.
  public var soak: (arguments: [String], makeScene: @Sendable (AppEnvironment) -> Scene)?
  /// Every emoji and mark the game draws, each with its ASCII twin (the width tests read them).
  public var glyphs: [GlyphPair]
  /// Its pictures for `docs/` (`make screenshots`).
  public var pictures: [GamePicture]
  /// The day's scene of its daily (`DailyLaunch`), for a game that has one: from the session's
  /// challenge (its seed, its `choices`) and the game time it starts at.
  public var dailyScene:
    (@Sendable (DailySession, AppEnvironment, _ startedAt: Double) -> Result<Scene, DailyLaunchError>)?
  /// A timed game's words for its clock (the counted attempt's choice of pace, a past day's
  /// notice); nil: `PaceWords.standard`.
  public var pace: PaceWords?

  public init(
    id: String, name: String, summary: String, tables: [any LoadableRecordsTable] = [],
    recordSummary: @escaping @Sendable (AppEnvironment) -> String,
    makeScene: @escaping @Sendable (AppEnvironment) -> Scene,
    soak: (arguments: [String], makeScene: @Sendable (AppEnvironment) -> Scene)? = nil,
    dailyScene: (
      @Sendable (DailySession, AppEnvironment, _ startedAt: Double) -> Result<Scene, DailyLaunchError>
    )? = nil,
    glyphs: [GlyphPair] = [], pictures: [GamePicture] = [], pace: PaceWords? = nil
  ) {
    self.id = id
    self.name = name
    self.summary = summary
    self.tables = tables
    self.recordSummary = recordSummary
    self.makeScene = makeScene
    self.soak = soak
    self.glyphs = glyphs
    self.pictures = pictures
    self.dailyScene = dailyScene
    self.pace = pace
  }

  /// The soak's session: `soak`, else the game's command and first scene.
  public var soakSession: (arguments: [String], makeScene: @Sendable (AppEnvironment) -> Scene) {
    soak ?? ([id], makeScene)
  }
}
