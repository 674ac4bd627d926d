import ArcadeGeometry
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

  /// The rule, case by case: the zombie shortens the larger of its two gaps to the player
  /// (the vertical one on a tie); when that square is barred (or is the player) it shortens
  /// the other gap; it waits only when no square one step closer is free.
  @Test(
    "a chase step brings the zombie one square closer along its larger gap, and it waits only when barred")
  func chaseStepsCloser() async {
    await propertyCheck(
      count: 2_000, input: Gen.int(in: 0...11), Gen.int(in: 0...11), Gen.int(in: 0...11), Gen.int(in: 0...11)
    ) { zr, zc, pr, pc in
      let zombie = sq(zr, zc)
      let player = sq(pr, pc)
      // Never happens in play: a zombie next to the player has already caught it.
      guard zombie != player else { return }
      let barred: Set<GridPoint> = [sq(0, 0)]
      let next = ZombieChase.step(from: zombie, toward: player, barred: barred)
      let distance = { (a: GridPoint) in abs(a.row - player.row) + abs(a.col - player.col) }
      let rowGap = abs(player.row - zombie.row)
      let colGap = abs(player.col - zombie.col)
      let vertical = sq(zombie.row + (player.row - zombie.row).signum(), zombie.col)
      let horizontal = sq(zombie.row, zombie.col + (player.col - zombie.col).signum())
      let free = { (s: GridPoint) in s != zombie && !barred.contains(s) && s != player }
      let closerAndFree = [vertical, horizontal].filter { free($0) && distance($0) == distance(zombie) - 1 }
      if closerAndFree.isEmpty {
        #expect(next == zombie, "no free square closer: the zombie waits")
      } else {
        #expect(next != zombie, "a free square closer: the zombie never stands still")
        #expect(distance(next) == distance(zombie) - 1)
        #expect(next.isNext(to: zombie))
        #expect(free(next))
        let larger = rowGap >= colGap ? vertical : horizontal
        if free(larger) { #expect(next == larger, "it shortens the larger gap (the vertical one on a tie)") }
      }
    }
  }
}

@Test("the invariant check reports a broken room")
func invariantCheckReportsBrokenRooms() {
  let layout = RoomLayout(size: 5, zombies: [GridPoint(row: 0, col: 0), GridPoint(row: 0, col: 0)])
  let game = ZombiesGame(mode: .classic, layout: layout)
  let broken = game.invariantViolations()
  #expect(broken.contains("two zombies on one square"))
  #expect(broken.contains { $0.contains("on the SOS") })
}
