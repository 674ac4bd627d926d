import ArcadeSystem
import LeaderboardModel
import Replay

/// A verified result's attempt read again to be watched: the file the reader listed (by the
/// name in the row, never a name read from a file), in the shared directory, a regular file
/// (not a link, not a FIFO) owned by the uid it is named for, within an attempt's size, and
/// still the result the row shows.
public enum WatchedAttempt {
  public static func read(_ entry: LeaderboardEntry, in shared: SharedDirectory) -> Result<
    ReplayFile, WatchRefusal
  > {
    guard let name = entry.attempt, name.kind == .attempt, entry.isVerified else {
      return .failure(WatchRefusal(reason: "only a verified result can be watched"))
    }
    let path = shared.path + "/" + name.description
    switch Files.readOwned(path, limit: SharedDirectory.fileLimit, followingLinks: false) {
    case .failure(let error): return .failure(WatchRefusal(reason: error.reason))
    case .success(let read):
      guard read.owner == name.uid else {
        return .failure(WatchRefusal(reason: "not owned by whom it is named for"))
      }
      let replay: ReplayFile
      do {
        replay = try ReplayFile.parse(read.bytes, name: name.description)
      } catch {
        return .failure(WatchRefusal(reason: error.reason))
      }
      guard let claim = replay.attempt?.claim, claim.date == name.date, claim.game == name.game,
        claim.result == entry.result
      else { return .failure(WatchRefusal(reason: "it changed since it was verified")) }
      return .success(replay)
    }
  }
}

/// Why a result cannot be watched, in a few words.
public struct WatchRefusal: Error, Sendable {
  public let reason: String

  public init(reason: String) { self.reason = reason }
}
