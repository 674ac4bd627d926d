import ArcadeSystem
import DailyModel
import Foundation
import LeaderboardModel
import ArcadeKit
import Records
import Replay
import Testing

@testable import Leaderboard

/// A user's own files in the shared directory: found by their names, and removed by their owner
/// once their day is more than `SharedDirectory.keptDays` past.
@Suite("A user's own shared files")
struct SharedOwnFilesTests {
  /// A sticky shared directory of this user's (as `/tmp` is root's), and a records directory.
  static func directories() throws -> (shared: SharedDirectory, records: RecordStore, remove: () -> Void) {
    let root = NSTemporaryDirectory() + "arcade-own-files-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: root + "/daily", withIntermediateDirectories: true)
    try #require(chmod(root + "/daily", 0o1777) == 0)
    return (
      SharedDirectory(path: root + "/daily"), RecordStore(directory: root + "/data"),
      { try? FileManager.default.removeItem(atPath: root) }
    )
  }

  static func make(_ name: String, in shared: SharedDirectory) {
    #expect(FileManager.default.createFile(atPath: shared.path + "/" + name, contents: Data()))
  }

  static func result(_ date: DailyDate, _ uid: UInt32, _ kind: SharedResultName.Kind, token: UInt64 = 1)
    -> String
  {
    SharedResultName(date: date, game: .zombies, uid: uid, token: token, kind: kind).description
  }

  @Test("files of days more than 30 days past go at start-up; newer ones, others' and the membership stay")
  func oldDaysRemoved() throws {
    let (shared, records, remove) = try Self.directories()
    defer { remove() }
    let uid = UInt32(getuid())
    let today = DailyDate(secondsSince1970: WallClock.secondsSince1970())
    let old = DailyDate(dayNumber: today.dayNumber - SharedDirectory.keptDays - 1)
    let kept = DailyDate(dayNumber: today.dayNumber - SharedDirectory.keptDays)
    let oldFiles = [
      Self.result(old, uid, .start), Self.result(old, uid, .claim), Self.result(old, uid, .attempt),
    ]
    let stay = [
      Self.result(kept, uid, .start), Self.result(kept, uid, .claim), Self.result(old, uid &+ 1, .claim),
      SharedMemberName(uid: uid, token: 7).description,
    ]
    for name in oldFiles + stay { Self.make(name, in: shared) }
    SharedLeaderboard(shared: shared, records: records).revealEndedDays()
    let left = Set(try FileManager.default.contentsOfDirectory(atPath: shared.path))
    #expect(left == Set(stay))
  }

  @Test("a session's plan takes today's begun attempts only, however many kept days are there")
  func planTakesToday() throws {
    let (shared, records, remove) = try Self.directories()
    defer { remove() }
    let uid = UInt32(getuid())
    let today = DailyDate(secondsSince1970: WallClock.secondsSince1970())
    // More kept days than a replay header's list of begun attempts may hold (64).
    for back in 0...SharedDirectory.keptDays {
      for game in [DailyGame.zombies, .memory, .fizzbuzz] {
        let date = DailyDate(dayNumber: today.dayNumber - back)
        Self.make(
          SharedResultName(date: date, game: game, uid: uid, token: UInt64(back + 1), kind: .start)
            .description,
          in: shared)
      }
    }
    var plan = SessionPlan(arcade: "test", seed: 1, size: Size(width: 80, height: 24))
    plan.start = WallClock.secondsSince1970()
    DailySharing.prepare(&plan, leaderboard: SharedLeaderboard(shared: shared, records: records))
    let keys = Set([DailyGame.zombies, .memory, .fizzbuzz].map { DailyChallenge(date: today, game: $0).key })
    #expect(plan.startedElsewhere == keys)
    #expect(plan.unfinishedElsewhere == keys)
    #expect(plan.header.exceededLimit == nil)
  }

  @Test("a user's own files are those named for their uid: others' names are passed over")
  func ownByName() throws {
    let (shared, _, remove) = try Self.directories()
    defer { remove() }
    let uid = UInt32(getuid())
    let today = DailyDate(secondsSince1970: WallClock.secondsSince1970())
    let member = SharedMemberName(uid: uid, token: 7).description
    let mine = Self.result(today, uid, .start)
    for name in [
      member, mine, Self.result(today, uid &+ 1, .start), "member-\(uid &+ 1)-0000000000000007", "stray",
    ] {
      Self.make(name, in: shared)
    }
    let own = shared.own(uid: uid)
    #expect(own.members == [member])
    #expect(own.results.map(\.name.description) == [mine])
    #expect(SharedDirectory.isNamed(mine, for: Array("\(uid)".utf8)))
    #expect(!SharedDirectory.isNamed(mine, for: Array("\(uid &+ 1)".utf8)))
  }
}
