import ArcadeKit
@testable import ArcadeScenes
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import MazeModel
import MazeServer
import MazeTestDoubles
import Records

/// The simulated server a scene was given, kept for the test to inspect.
final class ServerBox {
  var server: MazeServer?
}

/// A maze scene on the simulated server of its session seed (as the catalog builds it).
func simulatedMazeScene(
  env: AppEnvironment = testEnvironment(seed: 1), settings: MazeSettings,
  injectedFault: MazeServer.InjectedFault? = nil, box: ServerBox = ServerBox()
) -> MazeScene {
  let configuration = settings.serverConfiguration(injectedFault: injectedFault)
  let seed = MazeSettings.serverSeed(session: env.sessionSeed)
  return MazeScene(
    env: env, settings: settings,
    connect: { scheduler in
      let server = MazeServer(seed: seed, configuration: configuration, scheduler: scheduler)
      box.server = server
      return server.service(settings.transport)
    })
}

/// A maze scene on a scripted service.
func scriptedMazeScene(_ service: HandAnsweredMazeService, env: AppEnvironment = testEnvironment(seed: 1))
  -> MazeScene
{
  MazeScene(
    env: env, settings: instantMaze,
    connect: { scheduler in
      service.scheduler = scheduler
      return service
    })
}

/// Fast settings for tests: no simulated latency.
let instantMaze = MazeSettings(latencyScale: 0)

extension Harness {
  /// Advances game time (virtual: the manual clock) until the exploration is over. The limit
  /// is simulated time, not a wait: a run that never ends fails the test instead of hanging it.
  func finishExploration(_ scene: MazeScene, within seconds: Double = 3600) -> Bool {
    let limit = clock.now + seconds
    advance(by: MazeScene.frameSeconds)
    while scene.phase.isRunning && clock.now < limit { advance(by: 1) }
    return !scene.phase.isRunning
  }
}
