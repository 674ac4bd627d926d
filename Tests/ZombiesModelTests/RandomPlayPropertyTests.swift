import ArcadeRandom
import PropertyBased
import Testing

@testable import ZombiesModel

@Suite("Random play")
struct RandomPlayPropertyTests {
  /// 0...3 move that way, 4 dismisses the message (if any).
  private static func action(_ code: Int) -> ZombiesAction {
    code < 4 ? .move(Direction.allCases[code]) : .dismiss
  }

  @Test("random actions keep the player in the room, lives in 0…3, W/L monotonic, never a crash")
  func invariantsHold() async {
    await propertyCheck(
      count: 1_500, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...2), Gen.int(in: RoomRules.sizes),
      Gen.int(in: 0...4).array(of: 1...200)
    ) { seed, modeIndex, size, codes in
      var rng = SeededRandom(seed: seed)
      var game = ZombiesGame(mode: ZombiesMode.allCases[modeIndex], size: size, using: &rng)
      for code in codes {
        let before = game
        let effects = game.apply(Self.action(code), using: &rng)
        #expect(game.player.isInside(roomOf: size))
        #expect((0...RoomRules.startingLives).contains(game.lives))
        #expect(game.wins >= before.wins && game.losses >= before.losses)
        #expect(game.wins + game.losses <= before.wins + before.losses + 1)
        #expect(game.player != game.layout.block)
        #expect(game.invariantViolations().isEmpty)
        #expect(!game.layout.zombies.contains(game.player))
        #expect(game.lives > 0 || game.outcome == .lost, "no lives means the You lost! message is up")
        if effects.isEmpty { #expect(game == before, "an impossible action changes nothing") }
        if before.outcome != nil, case .move = Self.action(code) { #expect(effects.isEmpty) }
      }
    }
  }

  @Test("random moves never let a zombie walk onto the SOS or another zombie")
  func chaseKeepsOffTheSOS() async {
    await propertyCheck(
      count: 1_000, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: RoomRules.sizes),
      Gen.int(in: 0...3).array(of: 1...100)
    ) { seed, size, codes in
      var rng = SeededRandom(seed: seed)
      var game = ZombiesGame(mode: .flashlight, size: size, using: &rng)
      for code in codes {
        _ = game.apply(.move(Direction.allCases[code]), using: &rng)
        #expect(!game.layout.zombies.contains(game.layout.sos))
        #expect(Set(game.layout.zombies).count == game.layout.zombies.count)
      }
    }
  }

  @Test("a chase step brings the zombie one square closer, or it waits when barred")
  func chaseStepsCloser() async {
    await propertyCheck(
      count: 2_000, input: Gen.int(in: 0...11), Gen.int(in: 0...11), Gen.int(in: 0...11), Gen.int(in: 0...11)
    ) { zr, zc, pr, pc in
      let zombie = sq(zr, zc)
      let player = sq(pr, pc)
      // Never happens in play: a zombie next to the player has already caught it.
      guard zombie != player else { return }
      let next = ZombieChase.step(from: zombie, toward: player, barred: [sq(0, 0)])
      let distance = { (a: Square) in abs(a.row - player.row) + abs(a.col - player.col) }
      #expect(next != sq(0, 0) || zombie == sq(0, 0))
      #expect(next == zombie || distance(next) == distance(zombie) - 1)
      #expect(next == zombie || next.isNext(to: zombie))
      #expect(next != player)
    }
  }
}

@Test("the invariant check reports a broken room")
func invariantCheckReportsBrokenRooms() {
  let layout = RoomLayout(size: 5, zombies: [Square(row: 0, col: 0), Square(row: 0, col: 0)])
  let game = ZombiesGame(mode: .classic, layout: layout)
  let broken = game.invariantViolations()
  #expect(broken.contains("two zombies on one square"))
  #expect(broken.contains { $0.contains("on the SOS") })
}
