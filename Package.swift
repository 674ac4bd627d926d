// swift-tools-version: 6.2
import PackageDescription

// Every target of the arcade, declared once. Arrows point one way:
// arcade -> NcursesTerminal, ArcadeScenes -> ArcadeKit, models, Records.
// Models import nothing of ours.
// CI sets ARCADE_WERROR=1: our targets then build with warnings as errors (dependencies are
// not affected).
let strict: [SwiftSetting] =
  [.swiftLanguageMode(.v6)]
  + (Context.environment["ARCADE_WERROR"] != nil ? [.treatAllWarnings(as: .error)] : [])

let package = Package(
  name: "arcade",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "arcade", targets: ["arcade"])
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
  ],
  targets: [
    .systemLibrary(
      name: "CNcurses",
      pkgConfig: "ncursesw",
      providers: [.apt(["libncurses-dev"])]
    ),
    // The one shared value type models may use: a seedable generator (SplitMix64).
    .target(name: "ArcadeRandom", swiftSettings: strict),
    .target(name: "ArcadeKit", dependencies: ["ArcadeRandom"], swiftSettings: strict),
    .target(name: "Records", swiftSettings: strict),
    .target(name: "ZombiesModel", swiftSettings: strict),
    .target(name: "MemoryModel", swiftSettings: strict),
    .target(name: "FizzBuzzModel", swiftSettings: strict),
    .target(name: "MazeModel", swiftSettings: strict),
    .target(name: "MazeServer", dependencies: ["MazeModel", "ArcadeRandom"], swiftSettings: strict),
    // The daily challenge: UTC days, the day's seeds, streaks and share cards.
    .target(name: "DailyModel", dependencies: ["ArcadeRandom"], swiftSettings: strict),
    .target(
      name: "ArcadeScenes",
      dependencies: [
        "ArcadeKit", "Records", "ZombiesModel", "MemoryModel", "FizzBuzzModel", "MazeModel", "MazeServer",
        "DailyModel",
      ],
      swiftSettings: strict
    ),
    .target(name: "NcursesTerminal", dependencies: ["CNcurses", "ArcadeKit"], swiftSettings: strict),
    // Replays: the file format, the recorder (a run-loop observer) and the headless player.
    .target(name: "Replay", dependencies: ["ArcadeKit", "ArcadeScenes", "Records"], swiftSettings: strict),
    .executableTarget(
      name: "arcade",
      dependencies: [
        "ArcadeKit", "ArcadeScenes", "NcursesTerminal", "Records", "Replay",
        "ZombiesModel", "MemoryModel", "FizzBuzzModel", "MazeModel", "MazeServer", "DailyModel",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict,
      // Release: a position-dependent executable has no ~1 MB of relative relocations to apply
      // at every start (fewer dirty pages and page faults, a smaller binary).
      linkerSettings: [.unsafeFlags(["-Xclang-linker", "-no-pie"], .when(configuration: .release))]
    ),
    .testTarget(name: "ArcadeKitTests", dependencies: ["ArcadeKit"], swiftSettings: strict),
    .testTarget(
      name: "NcursesTerminalTests", dependencies: ["NcursesTerminal", "CNcurses", "ArcadeKit"],
      swiftSettings: strict),
    .executableTarget(name: "records-tool", dependencies: ["Records"], swiftSettings: strict),
    // `make bench` (in-process render timings) and `make soak` (headless key fuzz of every scene).
    .executableTarget(
      name: "arcade-bench",
      dependencies: ["ArcadeKit", "ArcadeScenes", "Records", "MazeModel", "MazeServer", "FizzBuzzModel"],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "arcade-soak",
      dependencies: [
        "ArcadeKit", "ArcadeScenes", "Records", "ZombiesModel", "MemoryModel", "FizzBuzzModel", "MazeModel",
        "MazeServer", "Replay",
      ],
      swiftSettings: strict
    ),
    // `make screenshots`: the README's pictures, rendered headless from seeded sessions.
    .executableTarget(
      name: "arcade-shots",
      dependencies: [
        "ArcadeKit", "ArcadeScenes", "Records", "ZombiesModel", "MemoryModel", "FizzBuzzModel", "MazeModel",
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "ReplayTests",
      dependencies: [
        "Replay", "ArcadeScenes", "ArcadeKit", "Records",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict),
    .testTarget(name: "RecordsTests", dependencies: ["Records", "records-tool"], swiftSettings: strict),
    .testTarget(
      name: "ZombiesModelTests",
      dependencies: [
        "ZombiesModel", "ArcadeRandom", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "MemoryModelTests",
      dependencies: [
        "MemoryModel", "ArcadeRandom", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "FizzBuzzModelTests",
      dependencies: ["FizzBuzzModel", .product(name: "PropertyBased", package: "swift-property-based")],
      swiftSettings: strict
    ),
    .testTarget(
      name: "MazeModelTests",
      dependencies: [
        "MazeModel", "MazeServer", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "DailyModelTests",
      dependencies: ["DailyModel", .product(name: "PropertyBased", package: "swift-property-based")],
      swiftSettings: strict
    ),
    .testTarget(
      name: "ArcadeScenesTests",
      dependencies: [
        "ArcadeScenes", "ArcadeKit", "Records",
        "ZombiesModel", "MemoryModel", "FizzBuzzModel", "MazeModel", "MazeServer",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      exclude: ["Goldens"],  // text files read by path, not bundled
      swiftSettings: strict
    ),
  ]
)
