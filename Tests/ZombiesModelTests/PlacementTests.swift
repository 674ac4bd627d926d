import ArcadeRandom
import PropertyBased
import Testing

@testable import ZombiesModel

@Suite("Placement")
struct PlacementTests {
  @Test("zombies are never on or next to the start or the SOS, and take distinct squares")
  func zombiesKeepAwayFromStartAndSOS() async {
    await propertyCheck(
      count: 2_000, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...2),
      Gen.int(in: RoomRules.sizes)
    ) { seed, modeIndex, size in
      let mode = ZombiesMode.allCases[modeIndex]
      var rng = SeededRandom(seed: seed)
      let layout = Placement.make(mode: mode, size: size, using: &rng)
      let things = layout.zombies + [layout.block, layout.flashlight].compactMap { $0 }
      #expect(Set(things).count == things.count)
      for thing in things {
        #expect(thing.isInside(roomOf: size))
        for corner in [layout.start, layout.sos] {
          #expect(thing != corner && !thing.isNext(to: corner))
        }
      }
    }
  }

  @Test("a classic 5×5 room has 2 zombies, block and flashlight rooms 1 zombie and their item")
  func countsInTheOriginalRoom() {
    var rng = SeededRandom(seed: 7)
    let classic = Placement.make(mode: .classic, size: 5, using: &rng)
    #expect(classic.zombies.count == 2 && classic.block == nil && classic.flashlight == nil)
    let block = Placement.make(mode: .block, size: 5, using: &rng)
    #expect(block.zombies.count == 1 && block.block != nil && block.flashlight == nil)
    let flashlight = Placement.make(mode: .flashlight, size: 5, using: &rng)
    #expect(flashlight.zombies.count == 1 && flashlight.flashlight != nil && flashlight.block == nil)
  }

  @Test("larger rooms hold the documented number of zombies")
  func zombieCountsBySize() {
    for size in RoomRules.sizes {
      for mode in ZombiesMode.allCases {
        var rng = SeededRandom(seed: UInt64(size))
        let layout = Placement.make(mode: mode, size: size, using: &rng)
        #expect(layout.zombies.count == RoomRules.zombieCount(mode: mode, size: size))
      }
      #expect(RoomRules.zombieCount(mode: .classic, size: size) == max(1, size - 3))
      #expect(RoomRules.zombieCount(mode: .block, size: size) == max(1, (size - 3) / 2))
    }
  }

  @Test("always solvable: every room over 10 000 seeds has a safe route from start to SOS")
  func alwaysSolvable() async {
    await propertyCheck(
      count: 10_000, input: Gen.uint64(in: 0...UInt64.max), Gen.int(in: 0...2),
      Gen.int(in: RoomRules.sizes)
    ) { seed, modeIndex, size in
      let mode = ZombiesMode.allCases[modeIndex]
      var rng = SeededRandom(seed: seed)
      let layout = Placement.make(mode: mode, size: size, using: &rng)
      let route = SafeRoute.find(in: layout)
      #expect(route != nil)
      guard let route else { return }
      #expect(route.first == layout.start && route.last == layout.sos)
      #expect(route.allSatisfy { !layout.isWatched($0) && $0 != layout.block })
    }
  }

  @Test("always solvable in the original 5×5 classic room for 10 000 consecutive seeds")
  func alwaysSolvableClassic() {
    for seed in UInt64(0)..<10_000 {
      var rng = SeededRandom(seed: seed)
      let layout = Placement.make(mode: .classic, size: 5, using: &rng)
      #expect(SafeRoute.find(in: layout) != nil, "seed \(seed)")
    }
  }

  @Test("the original's sealed room (zombies at (1,2) and (2,1)) has no safe route")
  func sealedRoomIsRecognised() {
    let sealed = RoomLayout(size: 5, zombies: [sq(1, 2), sq(2, 1)])
    #expect(SafeRoute.find(in: sealed) == nil)
    let open = RoomLayout(size: 5, zombies: [sq(2, 2), sq(3, 1)])
    #expect(SafeRoute.find(in: open) != nil)
  }

  @Test("a block that seals the only safe route makes the room unsolvable")
  func blockCountsAsAWall() {
    // Zombie in the middle; the block closes the bottom-left detour's corner.
    let layout = RoomLayout(size: 4, zombies: [sq(1, 2)], block: sq(2, 0))
    let routeWithoutBlock = SafeRoute.find(in: RoomLayout(size: 4, zombies: [sq(1, 2)]))
    #expect(routeWithoutBlock != nil)
    #expect(SafeRoute.find(in: layout) == nil)
  }

  @Test("the same seed gives the same room")
  func seedReproducesPlacement() {
    for mode in ZombiesMode.allCases {
      var first = SeededRandom(seed: 42)
      var second = SeededRandom(seed: 42)
      #expect(
        Placement.make(mode: mode, size: 5, using: &first)
          == Placement.make(mode: mode, size: 5, using: &second))
    }
  }

  @Test("allowed squares exclude the start, the SOS and their neighbours")
  func allowedSquares() {
    let allowed = Set(Placement.allowedSquares(size: 5))
    #expect(allowed.count == 25 - 6)
    for excluded in [sq(0, 0), sq(0, 1), sq(1, 0), sq(4, 4), sq(3, 4), sq(4, 3)] {
      #expect(!allowed.contains(excluded))
    }
  }

  @Test("placement draws different rooms for different seeds")
  func placementIsRandom() {
    var rooms = Set<RoomLayout>()
    for seed in UInt64(0)..<50 {
      var rng = SeededRandom(seed: seed)
      rooms.insert(Placement.make(mode: .classic, size: 5, using: &rng))
    }
    #expect(rooms.count > 10)
  }

  @Test("random draws find a solvable room long before the safe-by-construction fallback")
  func fallbackIsNotNeeded() {
    for mode in ZombiesMode.allCases {
      for size in RoomRules.sizes {
        var worst = 0
        var total = 0
        for seed in UInt64(0)..<300 {
          var rng = SeededRandom(seed: seed)
          let draws = Placement.draw(mode: mode, size: size, using: &rng).draws
          worst = max(worst, draws)
          total += draws
        }
        #expect(worst <= Placement.attempts, "\(mode) \(size): worst \(worst), mean \(Double(total) / 300)")
      }
    }
  }

  @Test("the fallback room is safe by construction in every mode and size")
  func fallbackIsSolvable() {
    for mode in ZombiesMode.allCases {
      for size in RoomRules.sizes {
        var rng = SeededRandom(seed: UInt64(size * 3))
        let layout = Placement.fallback(
          mode: mode, size: size, zombieCount: RoomRules.zombieCount(mode: mode, size: size),
          itemCount: mode == .classic ? 0 : 1, using: &rng)
        #expect(SafeRoute.find(in: layout) != nil, "\(mode) \(size)")
        #expect(layout.zombies.count == RoomRules.zombieCount(mode: mode, size: size))
      }
    }
  }
}
