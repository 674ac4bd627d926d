import ArcadeJSON
import ArcadeKit
import DailyModel
import Foundation
import LeaderboardModel
import Replay
import Testing

@testable import Leaderboard

/// The fair daily's rules as a reader applies them (issue 44): one counted attempt per user,
/// game and day, its player sharing before it began; the whole clock accounted; a person's pace.
@Suite struct LeaderboardRulesTests {
  static let date = DailyDate(iso: "2026-11-20")!
  /// 12:00 UTC on that day.
  static let noon = Double(date.dayNumber) * 86_400 + 43_200
  static let uid: UInt32 = 41_001

  static func entry(_ kind: SharedResultName.Kind, token: UInt64, at changed: Double) -> SharedDirectory.Entry
  {
    SharedDirectory.Entry(
      name: SharedResultName(date: date, game: .zombies, uid: uid, token: token, kind: kind), owner: uid,
      device: 1, inode: token, changed: changed, mode: 0o100644, size: 0)
  }

  /// A claim of `seconds` finished at `finished`, naming start record token 1.
  static func claim(seconds: Double, finished: Double) -> SharedAttemptClaim {
    SharedAttemptClaim(
      uid: uid,
      claim: SharedClaim(
        game: .zombies, date: date,
        result: DailyResult(
          summary: "won, 3 lives left", won: true, finishedAt: finished, score: 3, seconds: seconds)),
      attempt: [1, 2, 3], start: SharedResultName(date: date, game: .zombies, uid: uid, token: 1).token)
  }

  static func judge(start: Double = noon, claimed: Double = noon + 30, seconds: Double = 28, member: Double?)
    -> String?
  {
    LeaderboardScan.kernelTiming(
      claim(seconds: seconds, finished: claimed - 0.1), start: entry(.start, token: 1, at: start),
      claimed: entry(.claim, token: 2, at: claimed), memberSince: member)
  }

  @Test("a player who shared before the attempt began, its time fitting the kernel's window, passes")
  func honestAttempt() {
    #expect(Self.judge(member: Self.noon - 3600) == nil)
    #expect(Self.judge(member: Self.noon - 5 * 86_400) == nil)
  }

  @Test("a board played before joining (or before leaving and joining again) is never ranked")
  func joinedAfterTheFirstAttempt() {
    #expect(
      Self.judge(member: Self.noon + 10)
        == "not ranked: its player joined after the day's first attempt began")
    #expect(Self.judge(member: nil) == "not ranked: its player does not share now")
  }

  @Test("a start record made before its day began (a clock set ahead) is not ranked")
  func startBeforeItsDay() {
    let yesterday = Self.noon - 86_400
    #expect(
      Self.judge(start: yesterday, claimed: yesterday + 30, member: yesterday - 60)
        == "timing: begun before its day (a clock set ahead)")
  }

  @Test("a claimed time longer than the kernel's window (a clock sped up) does not fit")
  func spedUpClock() {
    #expect(
      Self.judge(seconds: 120, member: Self.noon - 60)
        == "timing: its time does not fit between its start and its claim")
  }

  @Test("the attempt's own clock must account for the kernel's window: a slowed clock is caught")
  func slowedClock() {
    // The reliability report's F3: 0.147 s recorded by a clock slowed ×0.021, 7.004 s witnessed.
    #expect(
      LeaderboardScan.clockTiming(span: 0.147, window: 7.004)
        == "timing: its clock recorded 0.1 s in a 7.0 s window")
    // Half speed over a minute.
    #expect(LeaderboardScan.clockTiming(span: 30, window: 60) != nil)
    // An honest attempt: the window is its span from the first move, a little less than the span
    // from its board, plus the write of its claim.
    #expect(LeaderboardScan.clockTiming(span: 42, window: 40.3) == nil)
    #expect(LeaderboardScan.clockTiming(span: 600, window: 611) == nil, "within 2 s + 2 %")
  }

  static func pace(_ times: [Double]) -> String? {
    var pace = LeaderboardScan.Pace()
    for time in times { if let problem = pace.input(at: time) { return problem } }
    return nil
  }

  static func inputs(every interval: Double, for seconds: Double, from start: Double = 0) -> [Double] {
    (0..<Int(seconds / interval)).map { start + Double($0) * interval }
  }

  @Test("a person's pace: a held arrow's repeat (33 a second) for two seconds passes; a program does not")
  func personsPace() {
    #expect(Self.pace(Self.inputs(every: 1 / 33, for: 1.9)) == nil, "a held key, about two seconds")
    #expect(
      Self.pace(Self.inputs(every: 1 / 12, for: 60)) == nil, "12 distinct presses a second for a minute")
    #expect(
      Self.pace(Self.inputs(every: 1 / 33, for: 1.5) + Self.inputs(every: 1 / 33, for: 1.5, from: 4)) == nil,
      "two held keys with a rest between")
    #expect(
      Self.pace(Self.inputs(every: 0.021, for: 1)) == "too fast: more than 4 inputs within 100 ms",
      "F3's 21 ms apart")
    #expect(
      Self.pace(Self.inputs(every: 1 / 20, for: 10)) == "too fast: more than 15 inputs a second sustained",
      "20 a second for ten seconds")
  }

  @Test("a user's own files are told by name before anything is stat'ed: their uid, whole, in its place")
  func ownFilesByName() {
    let digits = Array("1000".utf8)
    #expect(SharedDirectory.isNamed("member-1000-00000000000000ff", for: digits))
    #expect(SharedDirectory.isNamed("2026-11-20-zombies-1000-00000000000000ff.start", for: digits))
    #expect(!SharedDirectory.isNamed("2026-11-20-zombies-10000-00000000000000ff.start", for: digits))
    #expect(!SharedDirectory.isNamed("2026-11-20-zombies-100-00000000000000ff.start", for: digits))
    #expect(!SharedDirectory.isNamed("member-10001-00000000000000ff", for: digits))
    #expect(!SharedDirectory.isNamed("f1000", for: digits))
    #expect(!SharedDirectory.isNamed("a-b-c-d-1000", for: digits))
  }

  @Test("no number of other entries hides a user's own files or another's membership")
  func floodHidesNobody() throws {
    let directory = try #require(ThrowawayDirectory())
    defer { directory.remove() }
    let shared = SharedDirectory(path: directory.path)
    let me = UInt32(getuid())
    // 30 000 stray names before and after (the walk once stopped after a fixed number of entries).
    var made = 0
    func touch(_ name: String) {
      made += FileManager.default.createFile(atPath: directory.path + "/" + name, contents: nil) ? 1 : 0
    }
    for index in 0..<30_000 { touch("f\(index)") }
    let member = SharedMemberName(uid: me, token: 7)
    touch(member.description)
    let today = DailyDate(secondsSince1970: Date().timeIntervalSince1970)
    let start = SharedResultName(date: today, game: .memory, uid: me, token: 9, kind: .start)
    touch(start.description)
    for index in 30_000..<60_000 { touch("f\(index)") }
    #expect(made == 60_002)
    let own = shared.own(uid: me)
    #expect(own.members == [member.description])
    #expect(own.starts(.memory, on: today) == [start])
    let (attempts, _) = shared.listing(on: today, games: [.memory])
    let attempt = try #require(attempts.first)
    #expect(attempt.start?.name == start)
    #expect(attempt.memberSince != nil)
  }
}

/// Text from another user's file (a claim's summary, a reason) is shown with every control and
/// invisible character escaped: a test per class (the reliability report's F9).
@Suite struct SafeTextInvisibleTests {
  @Test(
    "each class of invisible or format character is escaped",
    arguments: [
      (UInt32(0x1B), SafeText.Escaped.control), (0x85, .control), (0x061C, .bidi), (0x200E, .bidi),
      (0x202E, .bidi),
      (0x2066, .bidi), (0x2028, .separator), (0x2029, .separator), (0x00AD, .format), (0x180E, .format),
      (0x200B, .format), (0x2060, .format), (0xFEFF, .format), (0xE0001, .format), (0xE0041, .format),
      (0xE007F, .format), (0x034F, .invisible), (0x115F, .invisible), (0x3164, .invisible),
      (0x17B4, .invisible),
      (0xFFA0, .invisible),
    ])
  func everyClassIsEscaped(value: UInt32, escaped: SafeText.Escaped) throws {
    let scalar = try #require(Unicode.Scalar(value))
    #expect(SafeText.Escaped.of(scalar) == escaped)
    let text = "A" + String(Character(scalar)) + "B"
    let hex = String(value, radix: 16, uppercase: true)
    #expect(SafeText.shown(text) == "A\\u{\(hex)}B")
    #expect(SafeText.escapingControls(text) == "A\\u{\(hex)}B")
  }

  @Test("the reliability report's claim summary reaches a reader with nothing invisible in it")
  func reportedSummary() {
    let summary =
      "A\u{061c}B\u{feff}C\u{200b}D\u{2060}E\u{180e}F\u{115f}G\u{3164}H\u{00ad}I\u{e0001}J\u{e0041}K\u{034f}L\u{17b4}M"
    let shown = SafeText.shown(summary)
    #expect(shown.unicodeScalars.allSatisfy { $0.isASCII }, "\(shown)")
    #expect(shown.hasPrefix("A\\u{61C}B\\u{FEFF}C"))
  }

  @Test("--json escapes each of them itself: no invisible character in the bytes, the very text once decoded")
  func jsonEscapesThem() throws {
    let summary =
      "A\u{061c}B\u{feff}C\u{200b}D\u{2060}E\u{180e}F\u{115f}G\u{3164}H\u{00ad}I\u{e0001}J\u{e0041}K👩‍🚀"
    let encoder = ArcadeJSON.JSONEncoder()
    encoder.outputFormatting = [.escapingInvisibles]
    let bytes = try encoder.encode([summary])
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!text.unicodeScalars.contains { SafeText.Escaped.of($0) != nil }, "\(text)")
    #expect(text.contains("\\udb40\\udc41"), "a tag as a surrogate pair: \(text)")
    #expect(try ArcadeJSON.JSONDecoder().decode([String].self, from: bytes) == [summary])
  }

  @Test("emoji keep their joiners and variation selectors; a joiner alone does not")
  func emojiAreKept() {
    for emoji in ["👩‍🚀", "❤️", "🧟‍♂️", "👍🏽"] { #expect(SafeText.shown(emoji) == emoji) }
    #expect(SafeText.shown("a\u{200D}b") == "a\\u{200D}b")
    #expect(SafeText.shown("a\u{FE0F}") == "a\\u{FE0F}")
  }
}
