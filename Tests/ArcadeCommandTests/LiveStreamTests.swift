import ArcadeKit
import ArcadeSystem
import Foundation
import Replay
import Testing

@testable import Leaderboard

/// A live stream is another user's file: its names are checked part by part, it is read a
/// bounded slice at a time through the descriptor opened once, and every hostile shape of it
/// ends the watch with one line instead of a crash or a stall.
@Suite("Live streams, read as another user's files")
struct LiveStreamTests {
  static func directory() throws -> (SharedDirectory, () -> Void) {
    let root = NSTemporaryDirectory() + "arcade-live-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    try #require(chmod(root, 0o1777) == 0)
    return (SharedDirectory(path: root), { try? FileManager.default.removeItem(atPath: root) })
  }

  static let uid = UInt32(getuid())
  static func name(_ token: UInt64 = 1) -> LiveStreamName {
    LiveStreamName(uid: uid, token: token, since: 100, playing: "Zombies — pick")
  }

  static func write(_ text: String, to path: String, appending: Bool = false) throws {
    let fd = open(path, O_WRONLY | O_CREAT | (appending ? O_APPEND : O_TRUNC), 0o644)
    try #require(fd >= 0)
    defer { close(fd) }
    let bytes = Array(text.utf8)
    #expect(Glibc.write(fd, bytes, bytes.count) == bytes.count)
  }

  static func lines(_ poll: LiveStreamReader.Poll) -> [String] {
    guard case .lines(let lines) = poll else { return [] }
    return lines.map { String(decoding: $0, as: UTF8.self) }
  }

  @Test("names are read back part by part, and anything else is no live file")
  func names() {
    let name = Self.name(0xabc)
    #expect(name.description == "live-\(Self.uid)-0000000000000abc-100-zombies")
    #expect(LiveStreamName(fileName: name.description) == name)
    for bad in [
      "live-1-0000000000000abc-100-zombies-x", "live-01-0000000000000abc-100-zombies",
      "live-1-0000000000000ABC-100-zombies", "live-1-0000000000000abc-100-../x",
      "live-99999999999-0000000000000abc-1-a",
      "live-1-0000000000000abc-100-", "live-1-0000000000000abc--zombies", "live-1-abc-100-zombies",
    ] {
      #expect(LiveStreamName(fileName: bad) == nil, "\(bad)")
    }
    let note = LiveWatcherName(stream: name.token, uid: 7, token: 1)
    #expect(LiveWatcherName(fileName: note.description) == note)
    #expect(LiveWatcherName(fileName: "watching-x-7-0000000000000001") == nil)
  }

  @Test("complete lines arrive as they are appended; a partial line waits for its newline")
  func incremental() throws {
    let (shared, remove) = try Self.directory()
    defer { remove() }
    let path = shared.path + "/" + Self.name().description
    try Self.write("{\"header\":1}\n{\"e\":\"key\"", to: path)
    let reader = try LiveStreamReader.open(Self.name(), in: shared.path).get()
    let now = WallClock.secondsSince1970()
    #expect(Self.lines(reader.poll(now: now)) == ["{\"header\":1}"])
    #expect(reader.poll(now: now) == .lines([]))
    try Self.write(",\"k\":\"up\"}\n", to: path, appending: true)
    #expect(Self.lines(reader.poll(now: now)) == ["{\"e\":\"key\",\"k\":\"up\"}"])
  }

  @Test("one poll reads one slice at most, so a huge file never stalls the screen")
  func slices() throws {
    let (shared, remove) = try Self.directory()
    defer { remove() }
    let path = shared.path + "/" + Self.name().description
    let line = String(repeating: "x", count: 1000) + "\n"
    try Self.write(String(repeating: line, count: 600), to: path)  // 600 KB
    let reader = try LiveStreamReader.open(Self.name(), in: shared.path).get()
    let first = Self.lines(reader.poll(now: WallClock.secondsSince1970()))
    #expect(first.count <= LiveStreamReader.slice / 1001 + 1)
    var total = first.count
    for _ in 0..<10 where total < 600 {
      total += Self.lines(reader.poll(now: WallClock.secondsSince1970())).count
    }
    #expect(total == 600)
  }

  @Test("a file past the size bound is refused before a byte is read")
  func huge() throws {
    let (shared, remove) = try Self.directory()
    defer { remove() }
    let path = shared.path + "/" + Self.name().description
    let fd = open(path, O_WRONLY | O_CREAT, 0o644)
    try #require(fd >= 0)
    #expect(ftruncate(fd, off_t(LiveStreamReader.byteLimit + 1)) == 0)
    close(fd)
    #expect(throws: WatchRefusal.self) { try LiveStreamReader.open(Self.name(), in: shared.path).get() }
  }

  @Test("a stream that grows past the bound while followed ends with one line")
  func growsPastBound() throws {
    let (shared, remove) = try Self.directory()
    defer { remove() }
    let path = shared.path + "/" + Self.name().description
    try Self.write("{}\n", to: path)
    let reader = try LiveStreamReader.open(Self.name(), in: shared.path).get()
    _ = reader.poll(now: WallClock.secondsSince1970())
    #expect(truncate(path, off_t(LiveStreamReader.byteLimit + 10)) == 0)
    guard case .ended(let reason) = reader.poll(now: WallClock.secondsSince1970()) else {
      Issue.record("not ended")
      return
    }
    #expect(reason.contains("the limit"))
  }

  @Test("a stream that shrinks (rewritten) ends; a line past its bound ends it")
  func rewrittenAndLongLines() throws {
    let (shared, remove) = try Self.directory()
    defer { remove() }
    let path = shared.path + "/" + Self.name().description
    try Self.write("{\"header\":1}\n{\"e\":\"a\"}\n", to: path)
    let reader = try LiveStreamReader.open(Self.name(), in: shared.path).get()
    _ = reader.poll(now: WallClock.secondsSince1970())
    #expect(truncate(path, 3) == 0)
    #expect(reader.poll(now: WallClock.secondsSince1970()) == .ended("rewritten while it was followed"))

    let other = Self.name(2)
    try Self.write(
      "{}\n" + String(repeating: "y", count: LiveStreamReader.lineLimit + 1),
      to: shared.path + "/" + other.description)
    let long = try LiveStreamReader.open(other, in: shared.path).get()
    guard case .ended(let reason) = long.poll(now: WallClock.secondsSince1970()) else {
      Issue.record("a long line was taken")
      return
    }
    #expect(reason.hasPrefix("a line longer than"))
  }

  @Test("links, FIFOs and files of another owner are refused with a reason")
  func hostileShapes() throws {
    let (shared, remove) = try Self.directory()
    defer { remove() }
    let target = shared.path + "/target"
    try Self.write("{}\n", to: target)
    #expect(symlink(target, shared.path + "/" + Self.name(1).description) == 0)
    #expect(mkfifo(shared.path + "/" + Self.name(2).description, 0o644) == 0)
    let stranger = LiveStreamName(uid: Self.uid &+ 1, token: 3, since: 1, playing: "menu")
    try Self.write("{}\n", to: shared.path + "/" + stranger.description)
    func reason(_ name: LiveStreamName) -> String? {
      if case .failure(let refusal) = LiveStreamReader.open(name, in: shared.path) { return refusal.reason }
      return nil
    }
    #expect(reason(Self.name(1)) == "a symbolic link")
    #expect(reason(Self.name(2)) == "a FIFO, not a file")
    #expect(reason(stranger) == "not owned by whom it is named for")
  }

  @Test("a removed stream ends once what was written is read; a stale one ends too")
  func removedAndStale() throws {
    let (shared, remove) = try Self.directory()
    defer { remove() }
    let path = shared.path + "/" + Self.name().description
    try Self.write("{}\n", to: path)
    let reader = try LiveStreamReader.open(Self.name(), in: shared.path).get()
    unlink(path)
    #expect(Self.lines(reader.poll(now: WallClock.secondsSince1970())) == ["{}"])
    #expect(reader.poll(now: WallClock.secondsSince1970()) == .ended("stopped sharing"))

    try Self.write("{}\n", to: path)
    let stale = try LiveStreamReader.open(Self.name(), in: shared.path).get()
    _ = stale.poll(now: WallClock.secondsSince1970())
    guard case .ended(let reason) = stale.poll(now: WallClock.secondsSince1970() + 60) else {
      Issue.record("a stale stream was followed")
      return
    }
    #expect(reason.hasPrefix("stopped sharing (no sign of life"))
  }

  @Test("the list shows fresh streams owned as named, with their watchers; stale ones are passed over")
  func listing() throws {
    let (shared, remove) = try Self.directory()
    defer { remove() }
    try Self.write("{}\n", to: shared.path + "/" + Self.name(1).description)
    try Self.write(
      "{}\n",
      to: shared.path + "/" + LiveWatcherName(stream: Self.name(1).token, uid: Self.uid, token: 9).description
    )
    let now = WallClock.secondsSince1970()
    let (sessions, _) = LiveSessions.list(in: shared, now: now)
    #expect(sessions.map(\.name) == [Self.name(1)])
    #expect(sessions.first?.watchers == 1)
    #expect(LiveSessions.list(in: shared, now: now + 60).sessions.isEmpty)
  }

  @Test("a live share writes its lines, counts its watchers and removes its file when stopped")
  func share() throws {
    let (shared, remove) = try Self.directory()
    defer { remove() }
    let share = try LiveShare.start(
      in: shared, uid: Self.uid, since: 5, playing: "Memory", bytes: Array("{}\n".utf8), wake: {}
    ).get()
    let path = shared.path + "/" + share.name.description
    #expect(share.name.playing == "memory")
    #expect(share.append(Array("{\"e\":\"key\"}\n".utf8)) == nil)
    #expect(
      String(decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self)
        == "{}\n{\"e\":\"key\"}\n")
    share.playing("Zombies")
    #expect(share.name.playing == "zombies")
    #expect(FileManager.default.fileExists(atPath: shared.path + "/" + share.name.description))
    #expect(share.append([UInt8](repeating: 32, count: LiveShare.byteLimit)) != nil)
    #expect(share.isStopped)
    #expect(!FileManager.default.fileExists(atPath: shared.path + "/" + share.name.description))
  }

  @Test("live lines get a replay's own checks: time going back and unknown events are refused")
  func lineChecks() throws {
    let header = ReplayHeader(
      arcade: "arcade", seed: 1, args: [], ascii: true, monochrome: true, size: .init(width: 80, height: 24),
      start: 0, t0: 10, records: [:])
    var check = ReplayLineCheck(header: header, name: "live")
    #expect(throws: Never.self) { try check.check(Array("{\"e\":\"key\",\"k\":\"up\",\"t\":11}".utf8)).get() }
    #expect(throws: ReplayError.self) {
      try check.check(Array("{\"e\":\"key\",\"k\":\"up\",\"t\":10.5}".utf8)).get()
    }
    #expect(throws: ReplayError.self) { try check.check(Array("{\"e\":\"bogus\",\"t\":12}".utf8)).get() }
    #expect(throws: ReplayError.self) { try check.check(Array("not json".utf8)).get() }
  }
}
