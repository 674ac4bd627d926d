import ArcadeGeometry
import MazeModel
import MazeServer

/// A server for fast tests: no latency, counting what it serves, answering on `scheduler`
/// (each test its own, in virtual time).
func quietServer(
  seed: UInt64, width: Int? = nil, height: Int? = nil, scheduler: EventScheduler = EventScheduler(),
  tweak: (inout MazeServer.Configuration) -> Void = { _ in }
)
  -> MazeServer
{
  var configuration = MazeServer.Configuration()
  configuration.latencyScale = 0
  configuration.countsServedRooms = true
  configuration.width = width
  configuration.height = height
  tweak(&configuration)
  return MazeServer(seed: seed, configuration: configuration, scheduler: scheduler)
}

/// The start room the service answers, run to its answer on `scheduler` (nil on an error).
func startRoomID(of service: MazeService, on scheduler: EventScheduler) -> String? {
  var id: String?
  service.fetchStartRoom { id = try? $0.get() }
  scheduler.runUntilIdle()
  return id
}

struct Exploration {
  var explorer: MazeExplorer
  var rooms: [DiscoveredRoom]
  var final: ExplorerUpdate
  var digest: RevealDigest
}

/// Explores the server's next maze to the end in virtual time: the scheduler jumps from one
/// deadline to the next until nothing is left (no thread, no sleep, no wait bound).
func explore(
  _ server: MazeServer, scheduler: EventScheduler, transport: MazeTransport = .direct,
  configuration: MazeExplorer.Configuration = MazeExplorer.Configuration(
    retry: RetryPolicy(maxAttempts: 8, baseDelay: 0))
) -> Exploration {
  let explorer = MazeExplorer(
    service: server.service(transport), scheduler: scheduler, configuration: configuration)
  explorer.start()
  scheduler.runUntilIdle()
  let final = explorer.drain()
  var digest = RevealDigest()
  digest.add(final.rooms)
  return Exploration(explorer: explorer, rooms: final.rooms, final: final, digest: digest)
}

/// A quiet server and its exploration, on a scheduler of their own.
func exploreQuiet(
  seed: UInt64, width: Int? = nil, height: Int? = nil, transport: MazeTransport = .direct,
  configuration: MazeExplorer.Configuration = MazeExplorer.Configuration(
    retry: RetryPolicy(maxAttempts: 8, baseDelay: 0)),
  tweak: (inout MazeServer.Configuration) -> Void = { _ in }
) -> (MazeServer, Exploration) {
  let scheduler = EventScheduler()
  let server = quietServer(seed: seed, width: width, height: height, scheduler: scheduler, tweak: tweak)
  return (server, explore(server, scheduler: scheduler, transport: transport, configuration: configuration))
}

/// An independent breadth-first search over the server's own tiles: the open tiles reachable
/// from (x, y), with their coordinates relative to it.
func reachableTiles(in maze: ServerMaze, fromX sx: Int, y sy: Int) -> [GridPoint: (x: Int, y: Int)] {
  var seen: [GridPoint: (x: Int, y: Int)] = [GridPoint(): (sx, sy)]
  var queue = [(sx, sy)]
  var head = 0
  while head < queue.count {
    let (x, y) = queue[head]
    head += 1
    for (dx, dy) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
      let (nx, ny) = (x + dx, y + dy)
      guard maze.tile(x: nx, y: ny) != .wall else { continue }
      // Rows follow the server's y (north = y + 1 = row + 1).
      let at = GridPoint(row: ny - sy, col: nx - sx)
      if seen[at] == nil {
        seen[at] = (nx, ny)
        queue.append((nx, ny))
      }
    }
  }
  return seen
}
