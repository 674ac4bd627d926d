import ArcadeSystem
import ArcadeText
import MemoryModel

/// Finds and reads deck files: the built-in ones in `<assets>/decks/*.json`, or any file.
/// The model parses bytes; the launcher reads the files once, here, and hands the scenes the
/// decks (`DeckShelf`).
public struct MemoryDeckLibrary: Sendable {
  public let directory: String

  public init(assetsDirectory: String) {
    directory = assetsDirectory + "/decks"
  }

  /// The built-in deck files, sorted by file name.
  public func builtInFiles() -> [String] {
    let names = Files.names(in: directory) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { directory + "/" + $0 }
  }

  /// Every built-in deck, readable or not (a broken file is listed with its error).
  public func builtInDecks() -> [DeckChoice] {
    builtInFiles().map { DeckChoice(file: $0, result: Self.load(path: $0)) }
  }

  /// The built-in decks as the scenes get them: read once, by the launcher.
  public func shelf() -> DeckShelf { DeckShelf(directory: directory, choices: builtInDecks()) }

  /// `--deck NAME|PATH`: a built-in deck by its name or file stem, else a file path.
  public func resolve(_ nameOrPath: String) -> Result<Deck, DeckError> {
    let wanted = nameOrPath.lowercased()
    for choice in builtInDecks() {
      let stem = Self.stem(choice).lowercased()
      if stem == wanted || (try? choice.result.get())?.name.lowercased() == wanted { return choice.result }
    }
    if nameOrPath.contains("/") || nameOrPath.hasSuffix(".json")
      || Files.kind(nameOrPath) != nil
    {
      return Self.load(path: nameOrPath)
    }
    let names = builtInDecks().compactMap { try? $0.result.get().name }
    // A deck's name, else its file's stem (together, "deep" would start two words for one deck).
    let meant =
      (Suggestion.closest(to: nameOrPath, among: names)
      ?? Suggestion.closest(to: nameOrPath, among: builtInDecks().map(Self.stem))).map {
        "; did you mean '\($0)'?"
      } ?? ""
    return .failure(
      .unreadable(
        file: nameOrPath,
        reason:
          "no such deck\(meant) (built-in: \(names.joined(separator: ", ")); or give a path to a .json file)")
    )
  }

  /// A built-in deck's file name without `.json` (`lofi-garden`).
  static func stem(_ choice: DeckChoice) -> String {
    String(choice.file.split(separator: "/").last ?? "").replacingEvery(".json", with: "")
  }

  /// The largest deck file read: a deck is a few dozen cards (the built-in ones are ~4 KB).
  public static let largestFile = 1 << 20

  /// Reads and parses one deck file (one read, one parse); a missing, special, looping or
  /// oversized file is an error naming why, never a crash.
  public static func load(path: String) -> Result<Deck, DeckError> {
    let bytes: [UInt8]
    switch Files.readExplaining(path, limit: largestFile) {
    case .success(let read): bytes = read
    case .failure(let error) where error.reason == "a directory":
      return .failure(.unreadable(file: path, reason: "is a directory, not a deck file"))
    case .failure(let error): return .failure(.unreadable(file: path, reason: error.reason))
    }
    do {
      return .success(try DeckParser.parse(bytes, file: path))
    } catch {
      return .failure(error)
    }
  }
}
