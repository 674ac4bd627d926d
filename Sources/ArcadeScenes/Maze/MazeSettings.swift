import ArcadeRandom
import ArcadeKit
import MazeModel
import MazeServer

/// Gives a maze screen its rooms API, answering on the screen's scheduler.
public typealias MazeConnector = (EventScheduler) -> MazeService

/// How a maze session talks to its server: the command-line options of `arcade maze`.
public struct MazeSettings: Hashable, Sendable {
  /// Overrides the size derived from the maze id (odd sides).
  public var width: Int?
  public var height: Int?
  /// Multiplies the server's simulated delays (1 = the original's 6–9 ms fetches, 0.2–0.4 s
  /// unlocks).
  public var latencyScale: Double
  /// Chance of an injected 504 on each fetch.
  public var faultRate: Double
  public var transport: MazeTransport
  public var maxFetchesInFlight: Int

  public init(
    width: Int? = nil, height: Int? = nil, latencyScale: Double = 1, faultRate: Double = 0,
    transport: MazeTransport = .json, maxFetchesInFlight: Int = 16
  ) {
    self.width = width
    self.height = height
    self.latencyScale = latencyScale
    self.faultRate = faultRate
    self.transport = transport
    self.maxFetchesInFlight = maxFetchesInFlight
  }

  public static let sideRange = 5...4001

  /// "63x63", "63X63" or "63×63" with odd sides in `sideRange`; nil otherwise.
  public static func parseSize(_ text: String) -> (width: Int, height: Int)? {
    // Empty pieces kept: "5x5x", "x5x5" and "5xx5" are not sizes.
    let parts = text.split(
      omittingEmptySubsequences: false, whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else { return nil }
    guard sideRange.contains(w), sideRange.contains(h), w % 2 == 1, h % 2 == 1 else { return nil }
    return (w, h)
  }

  public func serverConfiguration(injectedFault: MazeServer.InjectedFault? = nil) -> MazeServer.Configuration
  {
    var configuration = MazeServer.Configuration()
    configuration.width = width
    configuration.height = height
    configuration.latencyScale = latencyScale
    configuration.faultRate = faultRate
    configuration.injectedFault = injectedFault
    return configuration
  }

  /// The one rule from a session seed (`--seed N`) to the simulated server's seed, used by the
  /// maze screen and `--headless` alike: the first number SplitMix64 draws from the session
  /// seed. The n-th `g` of a maze screen then gives the same maze as the n-th maze of a
  /// headless run of that seed, whatever was played before in the session.
  public static func serverSeed(session seed: UInt64) -> UInt64 {
    var random = SeededRandom(seed: seed)
    return random.next()
  }

  /// The simulated rooms API (`MazeServer`) of this session, through the chosen transport.
  public func simulatedServer(
    session seed: UInt64, injectedFault: MazeServer.InjectedFault? = nil
  ) -> MazeConnector {
    let configuration = serverConfiguration(injectedFault: injectedFault)
    let transport = transport
    return { scheduler in
      MazeServer(seed: Self.serverSeed(session: seed), configuration: configuration, scheduler: scheduler)
        .service(transport)
    }
  }

  public var explorerConfiguration: MazeExplorer.Configuration {
    // Backoff scales with the simulated latency, so tests at scale 0 retry at once.
    MazeExplorer.Configuration(
      maxFetchesInFlight: maxFetchesInFlight,
      retry: RetryPolicy(maxAttempts: 6, baseDelay: 0.05 * latencyScale, maxDelay: 1 * latencyScale))
  }
}
