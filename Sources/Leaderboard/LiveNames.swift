/// The names of the live-watching files in the shared directory, read back from another user's
/// directory entry: every part is checked (digits, hex, a short lower-case word), so a name
/// never carries a path, a control character or a number that overflows.
///
/// `live-UID-TOKEN-SINCE-PLAYING`: a player's live session (their uid, a random token, the
/// wall-clock second sharing began, what they are playing: `menu`, `zombies`…);
/// `watching-TOKEN-UID-RANDOM`: a watcher's note that they follow the stream `TOKEN`.
public struct LiveStreamName: Equatable, Sendable, CustomStringConvertible {
  public static let prefix = "live-"
  public let uid: UInt32
  public let token: String
  public let since: Int
  public let playing: String

  public init(uid: UInt32, token: UInt64, since: Int, playing: String) {
    self.uid = uid
    self.token = LiveNameParts.hex(token)
    self.since = max(0, since)
    self.playing = LiveNameParts.word(playing)
  }

  public init?(fileName: String) {
    guard fileName.hasPrefix(Self.prefix) else { return nil }
    let parts = fileName.dropFirst(Self.prefix.count).split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 4, let uid = LiveNameParts.uid(parts[0]), LiveNameParts.isToken(parts[1]),
      let since = LiveNameParts.number(parts[2]), LiveNameParts.isWord(parts[3])
    else { return nil }
    self.uid = uid
    token = String(parts[1])
    self.since = since
    playing = String(parts[3])
  }

  /// The same stream playing something else (the file is renamed, its followers keep it open).
  public func playing(_ word: String) -> LiveStreamName {
    LiveStreamName(uid: uid, tokenText: token, since: since, playing: LiveNameParts.word(word))
  }

  private init(uid: UInt32, tokenText: String, since: Int, playing: String) {
    self.uid = uid
    token = tokenText
    self.since = since
    self.playing = playing
  }

  public var description: String { "\(Self.prefix)\(uid)-\(token)-\(since)-\(playing)" }

  /// A scene's title as a name's word ("Zombies — pick a mode": "zombies").
  public static func word(_ title: String) -> String { LiveNameParts.word(title) }
}

/// A watcher's note: `watching-TOKEN-UID-RANDOM`, owned by UID, its date refreshed while they
/// watch. The player counts the distinct owners of fresh notes for their stream's token.
public struct LiveWatcherName: Equatable, Sendable, CustomStringConvertible {
  public static let prefix = "watching-"
  public let stream: String
  public let uid: UInt32
  public let token: String

  public init(stream: String, uid: UInt32, token: UInt64) {
    self.stream = stream
    self.uid = uid
    self.token = LiveNameParts.hex(token)
  }

  public init?(fileName: String) {
    guard fileName.hasPrefix(Self.prefix) else { return nil }
    let parts = fileName.dropFirst(Self.prefix.count).split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, LiveNameParts.isToken(parts[0]), let uid = LiveNameParts.uid(parts[1]),
      LiveNameParts.isToken(parts[2])
    else { return nil }
    stream = String(parts[0])
    self.uid = uid
    token = String(parts[2])
  }

  /// The prefix of every note about the stream `token`.
  public static func prefix(of token: String) -> String { prefix + token + "-" }

  public var description: String { "\(Self.prefix)\(stream)-\(uid)-\(token)" }
}

/// The checked parts of a live file's name.
enum LiveNameParts {
  static let tokenLength = 16
  static let wordLength = 16

  static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, tokenLength - digits.utf8.count)) + digits
  }

  static func isToken(_ text: Substring) -> Bool {
    text.utf8.count == tokenLength
      && text.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }

  /// A uid as `String(uid)` writes it: no sign, no leading zero, within UInt32.
  static func uid(_ text: Substring) -> UInt32? {
    guard let value = number(text), value <= Int(UInt32.max) else { return nil }
    return UInt32(value)
  }

  /// A decimal number of at most 12 digits, written without leading zeros.
  static func number(_ text: Substring) -> Int? {
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty, bytes.count <= 12, bytes.allSatisfy({ (48...57).contains($0) }),
      bytes.count == 1 || bytes[0] != 48
    else { return nil }
    return Int(text)
  }

  static func isWord(_ text: Substring) -> Bool {
    !text.isEmpty && text.utf8.count <= wordLength && text.utf8.allSatisfy { (97...122).contains($0) }
  }

  /// `text` made a name's word: its first run of ASCII letters, lower-cased, at most 16
  /// ("Zombies — pick a mode": "zombies"; "menu" when it has none).
  static func word(_ text: String) -> String {
    let scalars = text.lowercased().unicodeScalars
    let letters = scalars.drop { !("a"..."z").contains($0) }.prefix { ("a"..."z").contains($0) }.prefix(
      wordLength)
    return letters.isEmpty ? "menu" : String(String.UnicodeScalarView(letters))
  }
}
