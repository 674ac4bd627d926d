import ArcadeKit
import Leaderboard
import Replay
import Testing

@testable import arcade

#if canImport(Glibc)
  import Glibc
#endif

/// What a player's live stream carries: the session's header without the daily records (a
/// day's counted result is not shown before its day ends), with the player's uid; and the game
/// word its name carries.
@Suite("Live sharing: the stream's header and name")
struct LiveSharingTests {
  @Test("the live header drops the daily records and names the player's uid; the rest is the session's")
  func liveHeader() {
    let header = ReplayHeader(
      arcade: "arcade", seed: 4, args: ["zombies"], ascii: false, monochrome: false,
      size: Size(width: 80, height: 24), start: 100, t0: 5,
      records: ["daily.json": "{\"today\":1}", "zombies.json": "{}"])
    let live = LiveSharing.liveHeader(header)
    #expect(live.records == ["zombies.json": "{}"])
    #expect(live.uid == UInt32(getuid()))
    #expect(live.args == header.args && live.seed == header.seed && live.start == header.start)
  }

  @Test("a stream's name carries the second sharing began and the game's word from its title")
  func nameWords() throws {
    let name = try #require(LiveStreamName(fileName: "live-7-00000000000000aa-3725-memory"))
    #expect(LiveStreamName.word("Memory: choose a deck") == "memory")
    #expect(name.since == 3725)
  }
}
