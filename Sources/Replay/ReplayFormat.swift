import ArcadeKit
import DailyModel
import LeaderboardModel
import SettingsFormat

/// A replay file: JSON lines. The first is the header (what the session started from), then
/// one line per event the session's scenes got, in order, then the end line (digests of the
/// final screen and state). Times are seconds on the session clock (`t`, what the run loop
/// ran on; a replay sets its manual clock to them) and the game time the scenes saw (`g`).
public enum ReplayFormat {
  /// The version written in every header; a higher one is refused, never guessed at.
  /// 2: the end line's state digest is of the scenes' state snapshots (1: of their stored
  /// fields, by reflection; such a file still plays and checks, but not its final state).
  public static let version = 2
  /// The first version whose final state a check can compare.
  public static let snapshotVersion = 2
  /// The key that marks a header: `{"arcadeReplay":1,...}`.
  public static let marker = "arcadeReplay"
}

/// What a session started from.
public struct ReplayHeader: Codable, Equatable, Sendable {
  public var arcadeReplay: Int
  /// The arcade that recorded it (`arcade 0.1.0`).
  public var arcade: String
  public var seed: UInt64
  /// The command line after `arcade`, without `--record FILE` and with `--seed` resolved:
  /// parsed again on replay, so the same game starts with the same options.
  public var args: [String]
  public var ascii: Bool
  public var monochrome: Bool
  public var width: Int
  public var height: Int
  /// Wall-clock seconds since 1970 when the session started; records are dated from it.
  public var start: Double
  /// The session clock's reading when the scenes were made.
  public var t0: Double
  /// The records the session started with (file name -> contents): the menu and end screens
  /// show them, so a replay starts from the same ones (in a throwaway directory).
  public var records: [String: String]
  /// The records directory and the data files' directory as the session named them on screen
  /// (help texts): a replay shows the same words.
  public var dataDir: String?
  public var assetsDir: String?
  /// "soak": the session of an `arcade-soak` run: no menu under the game, which is put back
  /// on top whenever it is left (as the soak does). "game": a game-only session (`--no-menu`):
  /// no menu under the game, and leaving the game ends the session. nil: the launch menu.
  public var root: String?
  /// The uid that played the session: a shared replay counts only for the owner of its file.
  public var uid: UInt32?
  /// A shared attempt's claim (`SharedAttemptHeader`): the counted daily it ends with.
  public var shared: SharedClaim?
  /// The counted attempts begun before the session, from other data directories
  /// (`AppEnvironment.startedElsewhere`).
  public var startedElsewhere: [String]?
  /// Those not finished then (`AppEnvironment.unfinishedElsewhere`).
  public var unfinishedElsewhere: [String]?
  /// Today's counted attempts another arcade was playing when the session began
  /// (`AppEnvironment.attemptsInProgress`).
  public var inProgress: [String]?
  /// Seconds the session's clock stood ahead of the kernel's (negative: behind), when more
  /// than the leeway: its boards of the kernel's today or later were sealed (`BoardSeal`).
  public var clockAhead: Double?
  /// The player shared their counted dailies when the session began (the leaderboard's `o`
  /// then asks before leaving); absent when not.
  public var sharing: Bool?
  /// The player's keys and motion the screens were drawn with, as settings lines ("keys = vi",
  /// "key.select = x", "animations = none"): a check draws the same screens. Nil for the
  /// defaults. The events never depend on them (`KeyMap` records the games' keys).
  public var presentation: [String]?

  public init(
    arcade: String, seed: UInt64, args: [String], ascii: Bool, monochrome: Bool, size: Size, start: Double,
    t0: Double, records: [String: String], dataDir: String? = nil, assetsDir: String? = nil
  ) {
    self.dataDir = dataDir
    self.assetsDir = assetsDir
    arcadeReplay = ReplayFormat.version
    self.arcade = arcade
    self.seed = seed
    self.args = args
    self.ascii = ascii
    self.monochrome = monochrome
    width = size.width
    height = size.height
    self.start = start
    self.t0 = t0
    self.records = records
  }

  public var size: Size { Size(width: width, height: height) }

  /// The first bound of `ReplayLimits` this header is past, in words (nil: within them all).
  public var exceededLimit: String? {
    typealias L = ReplayLimits
    guard width > 0, height > 0, width <= L.width, height <= L.height else {
      return "a size beyond \(L.width)×\(L.height), the largest terminal"
    }
    guard t0.isFinite, start.isFinite, (0...L.clockReading).contains(t0), (0...L.clockReading).contains(start)
    else { return "impossible start time" }
    guard arcade.utf8.count <= L.versionBytes else { return "\"arcade\" longer than \(L.versionBytes) bytes" }
    guard args.count <= L.arguments else { return "more than \(L.arguments) arguments" }
    guard args.allSatisfy({ $0.utf8.count <= L.argumentBytes }) else {
      return "an argument longer than \(L.argumentBytes) bytes"
    }
    for path in [dataDir, assetsDir].compactMap({ $0 }) where path.utf8.count > L.pathBytes {
      return "a path longer than \(L.pathBytes) bytes"
    }
    guard root == nil || root == "soak" || root == "game" else { return "unknown \"root\"" }
    if let clockAhead, !clockAhead.isFinite || abs(clockAhead) > L.clockReading {
      return "impossible clock shift"
    }
    for started in [startedElsewhere, unfinishedElsewhere, inProgress].compactMap({ $0 })
    where started.count > 64 || started.contains(where: { $0.utf8.count > 32 }) {
      return "a list of begun attempts beyond its bounds"
    }
    if let presentation, presentation.count > 16 || presentation.contains(where: { $0.utf8.count > 64 }) {
      return "presentation settings beyond their bounds"
    }
    if let shared, shared.result.summary.utf8.count > L.summaryBytes {
      return "a claimed result longer than \(L.summaryBytes) bytes"
    }
    guard records.count <= L.recordTables else { return "more than \(L.recordTables) records tables" }
    for (name, text) in records {
      guard RecordsSnapshot.isTableName(name) else { return "a records table named other than NAME.json" }
      guard text.utf8.count <= L.recordTableBytes else {
        return "a records table larger than \(L.recordTableBytes >> 20) MB"
      }
    }
    return nil
  }
}

/// One line after the header: an event, or the end.
public struct ReplayLine: Codable, Equatable, Sendable {
  /// key, mouse, resize, timer, suspend, resume, end, crash (and "wake" in replays recorded
  /// before the wake path went: read as nothing).
  public var e: String
  /// Session clock.
  public var t: Double?
  /// Game time the scenes saw.
  public var g: Double?
  /// Digest of the screen shown when this event arrived (the frame before it).
  public var s: String?
  /// The key, as `ReplayKey` spells it.
  public var k: String?
  /// Mouse kind (press, release, wheelUp, wheelDown) and cell.
  public var m: String?
  public var x: Int?
  public var y: Int?
  /// New size (resize).
  public var w: Int?
  public var h: Int?
  /// End: how the session ended (nil: the player quit), events played, final digests.
  public var signal: Int32?
  public var events: Int?
  public var screen: String?
  public var state: String?

  public init(e: String) { self.e = e }

  public var isEnd: Bool { e == "end" || e == "crash" }

  /// The event as the scenes get it (nil for suspend/resume/end).
  public var inputEvent: InputEvent? {
    switch e {
    case "key": return k.flatMap(ReplayKey.decode).map { .key($0) }
    case "mouse":
      guard let m, let kind = ReplayKey.mouseKind(m), let x, let y else { return nil }
      return .mouse(MouseEvent(kind, x: x, y: y))
    case "resize":
      guard let w, let h, (0...ReplayLimits.width).contains(w), (0...ReplayLimits.height).contains(h) else {
        return nil
      }
      return .resize(Size(width: w, height: h))
    case "timer": return .timer(deadline: nil)  // the line has no deadline: the loop knows it
    default: return nil
    }
  }

  public static func event(_ event: InputEvent, time: Double, gameTime: Double, screen: String?) -> ReplayLine
  {
    var line = ReplayLine(e: "timer")
    line.t = time
    line.g = gameTime
    line.s = screen
    switch event {
    case .key(let key):
      line.e = "key"
      line.k = ReplayKey.encode(key)
    case .mouse(let mouse):
      line.e = "mouse"
      line.m = ReplayKey.mouseName(mouse.kind)
      line.x = mouse.x
      line.y = mouse.y
    case .resize(let size):
      line.e = "resize"
      line.w = size.width
      line.h = size.height
    case .timer: line.e = "timer"
    }
    return line
  }

  /// A short description for messages: `key q`, `timer`, `resize 60×20`.
  public var summary: String {
    switch e {
    case "key": return "key \(k ?? "?")"
    case "mouse": return "mouse \(m ?? "?") at \(x ?? 0),\(y ?? 0)"
    case "resize": return "resize \(w ?? 0)×\(h ?? 0)"
    default: return e
    }
  }
}

/// Keys as short, unambiguous strings: `c:a` (a character), `^l`, `up`, `enter`, `f1`.
public enum ReplayKey {
  private static let named: [(Key, String)] = [
    (.up, "up"), (.down, "down"), (.left, "left"), (.right, "right"), (.enter, "enter"), (.escape, "esc"),
    (.tab, "tab"), (.backTab, "backtab"), (.backspace, "backspace"), (.delete, "delete"), (.home, "home"),
    (.end, "end"), (.pageUp, "pageup"), (.pageDown, "pagedown"), (.insert, "insert"),
  ]

  public static func encode(_ key: Key) -> String {
    switch key {
    case .char(let c): return "c:" + String(c)
    case .ctrl(let c): return "^" + String(c)
    case .function(let n): return "f\(n)"
    default: return named.first { $0.0 == key }?.1 ?? "?"
    }
  }

  public static func decode(_ text: String) -> Key? {
    if text.hasPrefix("c:") {
      let rest = text.dropFirst(2)
      return rest.count == 1 ? .char(rest.first!) : nil
    }
    if text.hasPrefix("^") {
      let rest = text.dropFirst()
      return rest.count == 1 ? .ctrl(rest.first!) : nil
    }
    if text.hasPrefix("f"), let n = Int(text.dropFirst()), (1...64).contains(n) { return .function(n) }
    return named.first { $0.1 == text }?.0
  }

  public static func mouseName(_ kind: MouseEvent.Kind) -> String {
    switch kind {
    case .press: return "press"
    case .release: return "release"
    case .wheelUp: return "wheelUp"
    case .wheelDown: return "wheelDown"
    }
  }

  public static func mouseKind(_ name: String) -> MouseEvent.Kind? {
    [MouseEvent.Kind.press, .release, .wheelUp, .wheelDown].first { mouseName($0) == name }
  }
}

/// Why a replay file cannot be played: always names the file and the line.
public struct ReplayError: Error, CustomStringConvertible, Sendable {
  public let file: String
  public let line: Int
  public let reason: String

  public init(file: String, line: Int, reason: String) {
    self.file = file
    self.line = line
    self.reason = reason
  }

  public var description: String {
    let name = SafeText.shown(file, limit: 300)
    return line > 0 ? "\(name):\(line): \(reason)" : "\(name): \(reason)"
  }
}

extension RenderOptions {
  /// These options' keys, motion and `unicode` glyphs as settings lines for a replay's header; nil when they
  /// are the defaults.
  public var presentation: [String]? {
    var lines: [String] = []
    if keys.presets != PlayerSettings.defaults.keys {
      lines.append("keys = " + keys.presets.map(\.rawValue).joined(separator: ", "))
    }
    for action in GameAction.allCases {
      if let key = keys.own[action] { lines.append("key.\(action.rawValue) = \(KeyName.name(key))") }
    }
    if animations != .full { lines.append("animations = \(animations.rawValue)") }
    // emoji and ascii are the header's `ascii`; a replay from before `glyphs` has no line.
    if glyphs == .unicode { lines.append("glyphs = unicode") }
    return lines.isEmpty ? nil : lines
  }

  /// Options drawing with the keys and motion of a header's `presentation` lines (a line that
  /// does not read is left out).
  public func drawing(_ presentation: [String]?) -> RenderOptions {
    guard let presentation else { return self }
    let file = SettingsFile(bytes: Array(presentation.joined(separator: "\n").utf8))
    var options = self
    options.keys = PlayerKeys(file.settings)
    options.animations = file.settings.animations
    if file.settings.glyphs == .unicode && !options.ascii { options.glyphs = .unicode }
    return options
  }
}
