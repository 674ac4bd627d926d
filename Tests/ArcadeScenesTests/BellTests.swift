import ArcadeKit
import Testing

@testable import ArcadeScenes

/// The bell is asked for (`Effect.bell`) on a life lost, a wrong answer and a miss, and for
/// nothing else; whether it rings, and how, is the player's `bell` setting, which the launcher
/// reads when it runs the effect (off by default: nothing).
@Suite("The bell")
struct BellTests {
  /// How many bells `env` asked for since the last look.
  final class Bells {
    var count = 0
    init(_ env: AppEnvironment) {
      env.effectRunner = { [unowned self] effect in
        if case .bell = effect { count += 1 }
      }
    }
  }

  @Test("Zombies: seeing a zombie (a life lost) asks for the bell once")
  func zombiesLifeLost() {
    let env = testEnvironment(seed: 1)
    let bells = Bells(env)
    let h = Harness(ZombiesScene(env: env, game: roomWithZombieAboveStart()))
    h.afterFrame = { env.runPendingEffects() }
    h.press(.left)
    #expect(bells.count == 0)
    h.press(.right, .up)
    #expect(h.contains("Try again!"))
    #expect(bells.count == 1)
  }

  @Test("FizzBuzz: a wrong answer asks for the bell; a right one does not")
  func fizzBuzzWrongAnswer() {
    let f = FizzBuzzFixture(prefill: fizzSettings(3, 5, 15))
    let bells = Bells(f.env)
    f.harness.afterFrame = { f.env.runPendingEffects() }
    f.harness.press(.ctrl("g"))
    f.advance(toNumber: 3)
    f.harness.press(.char("f"))
    #expect(f.harness.contains("right +2"))
    #expect(bells.count == 0)
    f.advance(toNumber: 4)
    f.harness.press(.right)
    #expect(f.harness.contains("wrong -1"))
    #expect(bells.count == 1)
  }

  @Test("Memory: a miss asks for the bell; a pair found does not")
  func memoryMiss() throws {
    let env = testEnvironment(seed: 1)
    let bells = Bells(env)
    let table = try MemoryTable(env: env)
    table.harness.afterFrame = { env.runPendingEffects() }
    let pair = table.slots(of: table.game.layout[0])
    table.click(pair[0])
    table.click(pair[1])
    #expect(bells.count == 0)
    let free = table.game.layout.indices.filter { !pair.contains($0) }
    let miss = free.first { table.game.layout[$0] != table.game.layout[free[0]] }!
    table.click(free[0])
    table.click(miss)
    #expect(bells.count == 1)
  }
}
