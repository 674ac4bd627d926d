import ArcadeJSON
import LeaderboardModel
import Replay

/// A counted attempt's claim: readable by every user from the result on, while the attempt
/// itself stays sealed until the day ends. It commits to the attempt (the SHA-256 of its file)
/// and names its start record, so what is revealed after the day is what was claimed during
/// it, and the kernel's dates of the two files bound the attempt's time.
public struct SharedAttemptClaim: Codable, Equatable, Sendable {
  public var arcadeClaim: Int
  public var uid: UInt32
  public var claim: SharedClaim
  /// SHA-256 of the attempt file's bytes.
  public var attempt: String
  /// The token of the attempt's start record.
  public var start: String

  public static let version = 1
  /// A claim file is small: anything larger is not one.
  public static let byteLimit = 4096

  public init(uid: UInt32, claim: SharedClaim, attempt: [UInt8], start: String) {
    arcadeClaim = Self.version
    self.uid = uid
    self.claim = claim
    self.attempt = SHA256.hex(attempt)
    self.start = start
  }

  /// The claim file's bytes: one JSON line.
  public var bytes: [UInt8] { (try? JSONLine.encode(self)) ?? [] }

  /// The claim in a claim file's bytes, every number of it checked; or why not.
  public static func parse(_ bytes: [UInt8]) -> Result<SharedAttemptClaim, ReplayError> {
    let name = "claim"
    guard let claim = try? ArcadeJSON.JSONDecoder().decode(SharedAttemptClaim.self, from: bytes) else {
      return .failure(ReplayError(file: name, line: 1, reason: "not a claim"))
    }
    guard claim.arcadeClaim == version else {
      return .failure(ReplayError(file: name, line: 1, reason: "a claim of another format"))
    }
    guard claim.attempt.utf8.count == 64, claim.start.utf8.count == SharedResultName.tokenLength else {
      return .failure(ReplayError(file: name, line: 1, reason: "a claim without its attempt's digest"))
    }
    let day = Double(claim.claim.date.dayNumber) * 86_400
    if let problem = claim.claim.result.problem(after: day) {
      return .failure(ReplayError(file: name, line: 1, reason: problem))
    }
    return .success(claim)
  }
}
