import ArcadeSystem
import ArcadeKit
import ArcadeScenes
import ArgumentParser
import MemoryModel
import MemoryDecks

/// `arcade memory [--deck NAME|PATH]`: the deck picker, or straight into a game of one deck.
struct MemoryCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "memory",
    abstract: "Flip cards to find the 8 pairs of an artist's tracks (built-in decks or your own).",
    discussion: """
      Without --deck, a start screen lists the built-in decks. A deck is a JSON file: \
      {"name": ..., "cards": [{"id", "title", "artist", "face" (one emoji), "ascii" (2 characters)}]}; \
      a game takes its first 8 cards with usable faces.
      """
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var dailyOptions: DailyOptions

  @Option(
    help: ArgumentHelp(
      "A built-in deck's name (Deep Sea Choir, lofi-garden...) or the path of a deck file.",
      valueName: "name|path"),
    completion: .custom { _, _, prefix in DeckCompletion.candidates(prefix: prefix) })
  var deck: String?

  func validate() throws {
    if try dailyOptions.day() != nil, deck != nil {
      throw ValidationError("--daily plays the day's own game: drop --deck")
    }
  }

  func session() throws -> GameSession {
    if let day = try dailyOptions.day() { return dailyOptions.session(.memory, global, day: day) }
    guard let deck else { return global.session { env in MemoryStartScene(env: env) } }
    // Read once, here: a deck checked in validate() and read again here could change between
    // the two (an editor saving it), and that second error had no message of its own.
    let chosen: Deck
    switch Self.playableDeck(deck) {
    case .success(let playable): chosen = playable
    case .failure(let error): throw ValidationError(error.message)
    }
    return global.session { env -> Scene in
      do {
        return try MemoryGameScene(env: env, deck: chosen, seed: env.nextSeed())
      } catch {
        return MemoryStartScene(env: env)  // not reached: the deck is playable
      }
    }
  }

  /// The deck named on the command line, if it can be played.
  static func playableDeck(_ nameOrPath: String) -> Result<Deck, DeckError> {
    MemoryDeckLibrary(assetsDirectory: AssetLocator.directory()).resolve(nameOrPath).flatMap { deck in
      DeckChoice(file: nameOrPath, result: .success(deck)).playable
    }
  }
}
