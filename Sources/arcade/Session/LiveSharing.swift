import ArcadeKit
import ArcadeScenes
import ArcadeSystem
import Leaderboard
import NcursesTerminal
import Replay

#if canImport(Glibc)
  import Glibc
#endif

/// The session written live for others to watch while the player allows it (`others_watch =
/// yes`, in the file or on the Settings screen): the session's replay (its header without the
/// daily records, then every event line) in a `LiveShare`. Only free play: a daily's screen
/// on the stack stops it for the rest of the session (a later stream could not start without
/// the daily's events), so nothing of a daily is ever written live.
final class LiveSharing {
  private let stack: SceneStack
  private let memory: ReplayMemory
  private let shared: SharedDirectory
  private let header: ReplayHeader
  private let warn: (String) -> Void
  private var share: LiveShare?
  /// Why this session can no longer be shared (a daily was opened, the stream grew too long).
  private var closed: String?

  init(
    stack: SceneStack, memory: ReplayMemory, shared: SharedDirectory, header: ReplayHeader,
    warn: @escaping (String) -> Void
  ) {
    self.stack = stack
    self.memory = memory
    self.shared = shared
    self.header = Self.liveHeader(header)
    self.warn = warn
  }

  /// The header written live: the session's, without the daily records (a day's counted result
  /// is not shown before its day ends) and with the player's uid.
  static func liveHeader(_ header: ReplayHeader) -> ReplayHeader {
    var live = header
    live.records["daily.json"] = nil
    live.uid = UInt32(getuid())
    return live
  }

  /// The setting as it stands now: starts or stops the stream (the session's lines so far are
  /// written first, so a stream started late plays from the session's start).
  func allow(_ allowed: Bool) {
    guard allowed else {
      if share != nil { warn("Live sharing stopped: no one watches you now.") }
      stop()
      return
    }
    guard share == nil else { return }
    if let closed {
      warn("Not shared live: \(closed).")
      return
    }
    if showsDaily {
      closed = "a daily was opened in this session (it starts again next session)"
      return
    }
    guard !memory.full else {
      warn("Not shared live: this session is too long to share; it starts again next session.")
      return
    }
    let lines = Self.droppingFirstLine(memory.bytes)
    switch LiveShare.start(
      in: shared, uid: UInt32(getuid()), since: Int(WallClock.secondsSince1970()), playing: playing,
      bytes: ReplayRecorder.encode(header) + lines, wake: { NcursesBackend.wakeLoop() })
    {
    case .success(let started): share = started
    case .failure(let refusal):
      let reason = refusal.reason.hasSuffix(".") ? String(refusal.reason.dropLast()) : refusal.reason
      warn("Not shared live: \(reason).")
    }
  }

  /// A line the session's recorder wrote (before the scenes get it).
  func record(_ line: ReplayLine) {
    justStopped = false
    guard let share else { return }
    if showsDaily {
      afterFrame()
      return
    }
    if let failure = share.append(ReplayRecorder.encode(line)) {
      self.share = nil
      closed = failure
      warn("Live sharing stopped: \(failure).")
      return
    }
    share.playing(playing)
  }

  /// The key that stops sharing at once, taken before the session sees it while sharing is on.
  static let stopKey = Key.ctrl("w")
  /// Said in the corner after ^W, until the next event.
  private var justStopped = false

  /// "live · ^W stop", or "2 watching · ^W stop" while anyone watches.
  var badge: String? {
    guard let share, !share.isStopped else { return justStopped ? "sharing stopped" : nil }
    let count = share.watchers
    return (count == 0 ? "live" : "\(count) watching") + " · ^W stop"
  }

  /// Line mode's words for the same, and how to stop there.
  var lineBadge: String? { spokenBadge(stop: "the line 'stop sharing' stops it") }
  /// Screen-reader mode's (`NcursesBackend.spokenBadge`).
  var readerBadge: String? { spokenBadge(stop: "Ctrl-W stops it") }

  private func spokenBadge(stop: String) -> String? {
    guard let share, !share.isStopped else { return justStopped ? "Live sharing stopped." : nil }
    let count = share.watchers
    return count == 0
      ? "Shared live: others on this machine may watch you; \(stop)." : "\(count) watching you."
  }

  /// ^W while sharing: stopped at once (the setting stays as the file has it).
  func takes(_ key: Key) -> Bool {
    guard key == Self.stopKey, share != nil else { return false }
    stop()
    justStopped = true
    return true
  }

  /// Line mode's Ctrl-W: the line `stop sharing` (any case and spacing). Nil for any other
  /// line; "" when it stopped sharing (the badge then says so), else why there was nothing to stop.
  func answers(_ line: String) -> String? {
    guard line.lowercased().split(separator: " ") == ["stop", "sharing"] else { return nil }
    return takes(Self.stopKey) ? "" : "You are not shared live: nothing to stop."
  }

  func stop() {
    share?.stop()
    share = nil
  }

  /// A daily's screen or the shared board is on the stack: none is shown live.
  private var showsDaily: Bool { LiveShare.isPrivate(stack) }

  /// After each frame: the frame that opened a daily ends the stream at once (the event that
  /// opened it is the stream's last).
  func afterFrame() {
    guard share != nil, showsDaily else { return }
    stop()
    closed = "a daily was opened in this session (it starts again next session)"
    warn("Live sharing stopped: a daily is never shown live (sharing starts again next session).")
  }

  /// What the player is playing: the scene above the root, by its title's first word.
  private var playing: String { stack.scenes.dropFirst().first?.info.title ?? "menu" }

  private static func droppingFirstLine(_ bytes: [UInt8]) -> [UInt8] {
    guard let newline = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return [] }
    return Array(bytes[(newline + 1)...])
  }
}
