// swift-tools-version: 6.2
import PackageDescription

// Every target of the arcade, declared once, in a folder of its own, its dependencies exactly the
// modules its sources import (scripts/check_arrows.py fails on an arrow either way). Arrows point
// one way, floor by floor, as the map in docs/ARCHITECTURE.md draws them
// (scripts/check_architecture_map.py checks the map against these declarations). The scenes and the models never import the file
// modules (ArcadeSystem, MemoryDecks): the launcher reads records and decks and hands them over
// (scripts/check_one_clock.py). Models import only the tiny shared modules (ArcadeGeometry,
// ArcadeGlyphs, ArcadeRandom, ArcadeText), ArcadeJSON for the bytes they parse, and the
// leaderboard's model the daily's.
// CI sets ARCADE_WERROR=1: our targets then build with warnings as errors (dependencies are
// not affected).
let strict: [SwiftSetting] =
  [.swiftLanguageMode(.v6)]
  + (Context.environment["ARCADE_WERROR"] != nil ? [.treatAllWarnings(as: .error)] : [])

// The targets linked into the arcade also leave out the implicit import of _StringProcessing:
// its string searching brings Swift's regex engine (its code, and thousands of metadata
// records the runtime scans at start-up); ArcadeText has the few searches the arcade needs.
// And of _Concurrency: the arcade has one thread and no async code, and linking it brings the
// concurrency runtime and libdispatch, whose initializer runs at every start.
// Each function (and global) in a section of its own: the release link then drops those the
// arcade never calls (--gc-sections), instead of keeping whole files.
// A concrete type's metadata through its accessor, not its mangled name: the runtime then
// demangles no name and looks up no conformance at run time (a scan of every conformance
// record of the binary, 2 457, for each generic type and requirement; 18 of them at start).
// The vendored parser and ArcadeJSON set these flags in their own manifests.
let shippedFast: [SwiftSetting] =
  strict + [
    .unsafeFlags([
      "-Xfrontend", "-disable-implicit-string-processing-module-import",
      "-Xfrontend", "-disable-implicit-concurrency-module-import",
      "-Xfrontend", "-function-sections",
      "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
    ])
  ]
// Release code optimised for size (-Osize): the binary 0.45 MB smaller, start-up, the maze
// reveal and `fizzbuzz --print` as fast as at -O. Replay (and ArcadeJSON) stay at -O
// (`shippedFast`): the verifier's replays spend their time there (docs/PERFORMANCE.md).
let shipped: [SwiftSetting] = shippedFast + [.unsafeFlags(["-Osize"], .when(configuration: .release))]

// The model target of each game of the catalog (GameCatalog.games), `<Name>Model`: the scenes,
// the arcade, the screenshots and the scene tests depend on (and import) all of them
// (GameListsTests checks the list against the catalog).
let gameModels: [Target.Dependency] = ["ZombiesModel", "MemoryModel", "FizzBuzzModel", "MazeModel"]

let package = Package(
  name: "arcade",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "arcade", targets: ["arcade"])
  ],
  dependencies: [
    // Vendored 1.8.2 + Vendor/argument-parser.patch (VENDORED.md), with its Foundation trait off:
    // any FoundationEssentials symbol links megabytes of it into the static binary.
    .package(path: "Vendor/swift-argument-parser", traits: []),
    // Codable JSON on the standard library alone (FoundationEssentials' JSON would link megabytes of it).
    .package(path: "Packages/ArcadeJSON"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0"),
    // Golden screens: a readable diff when a screen changes (tests only; no FoundationNetworking).
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0", traits: []),
    // Lets custom-dump's failures reach Swift Testing (without it they are only printed).
    .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
  ],
  targets: [
    // No pkgConfig: ncursesw's .pc adds only -D_DEFAULT_SOURCE -D_XOPEN_SOURCE=600, which SwiftPM
    // drops with a "prohibited flag(s)" warning on every build (shim.h asks for the wide API
    // itself), and the link flags are the module map's. The headers are in /usr/include
    // (libncurses-dev, which `make deps` installs).
    .systemLibrary(name: "CNcurses"),
    // The tiny shared modules models may use: a seedable generator (SplitMix64), the
    // terminal's glyph widths with the emoji allowlist rule and glyph pairs (a glyph and its ASCII twin)...
    .target(name: "ArcadeRandom", swiftSettings: shipped),
    .target(name: "ArcadeGlyphs", swiftSettings: shipped),
    // ...and the one direction type (up, down, left, right) the keys and the models share.
    .target(name: "ArcadeGeometry", swiftSettings: shipped),
    // ...and finding and replacing text without _StringProcessing (see `shipped`).
    .target(name: "ArcadeText", swiftSettings: shipped),
    // ...and the one colour type: sRGB, for the terminal's background and the themes' contrast.
    .target(name: "ArcadeColour", swiftSettings: shipped),
    // The runtime (Runtime/: the loop, the scene stack, clocks, the harness), drawing (Drawing/),
    // keys (Input/) and words (Words/: speech, help, line mode) every scene is made of.
    .target(
      name: "ArcadeKit", dependencies: ["ArcadeGlyphs", "ArcadeGeometry", "ArcadeText", "ArcadeColour"],
      swiftSettings: shipped),
    // The settings file's format: `name = value` lines read and saved, keys spelled (the values
    // themselves, PlayerSettings and the keys, are ArcadeKit's: the runtime never parses a file).
    .target(
      name: "SettingsFormat", dependencies: ["ArcadeKit", "ArcadeText", "ArcadeGlyphs"],
      swiftSettings: shipped),
    // Files, directories, environment variables and the calendar clock on POSIX, for the
    // layers that may touch them (never the models); Foundation would link megabytes for these.
    .target(name: "ArcadeSystem", dependencies: ["ArcadeColour"], swiftSettings: shipped),
    .target(
      name: "Records",
      dependencies: ["ArcadeSystem", "ArcadeText", .product(name: "ArcadeJSON", package: "ArcadeJSON")],
      swiftSettings: shipped),
    .target(name: "ZombiesModel", dependencies: ["ArcadeGeometry"], swiftSettings: shipped),
    .target(
      name: "MemoryModel",
      dependencies: ["ArcadeGlyphs", "ArcadeGeometry", .product(name: "ArcadeJSON", package: "ArcadeJSON")],
      swiftSettings: shipped),
    // The Memory deck files: found and read once by the launcher (scenes get the decks).
    .target(
      name: "MemoryDecks", dependencies: ["MemoryModel", "ArcadeSystem", "ArcadeText"], swiftSettings: shipped
    ),
    .target(name: "FizzBuzzModel", swiftSettings: shipped),
    .target(
      name: "MazeModel",
      dependencies: ["ArcadeGeometry", .product(name: "ArcadeJSON", package: "ArcadeJSON")],
      swiftSettings: shipped),
    .target(
      name: "MazeServer",
      dependencies: [
        "MazeModel", "ArcadeGeometry", "ArcadeRandom", .product(name: "ArcadeJSON", package: "ArcadeJSON"),
      ],
      swiftSettings: shipped),
    // The daily challenge: UTC days, the day's seeds, streaks and share cards.
    .target(
      name: "DailyModel", dependencies: ["ArcadeRandom", "ArcadeGlyphs", "ArcadeText"], swiftSettings: shipped
    ),
    // The shared leaderboard's rules: the shared files' names, membership, the claim, the
    // ranking of a day's table (pure: reading and verifying the files is `Leaderboard`'s).
    .target(name: "LeaderboardModel", dependencies: ["DailyModel"], swiftSettings: shipped),
    .target(
      name: "ArcadeScenes",
      dependencies: gameModels + [
        "ArcadeKit", "Records", "MazeServer", "DailyModel", "LeaderboardModel", "SettingsFormat",
        "ArcadeText", "ArcadeGeometry", "ArcadeGlyphs", "ArcadeRandom",
      ],
      swiftSettings: shipped
    ),
    // The process-wide C state a signal handler reads: the signal flags and their self-pipe,
    // the crash trap and its unwinder (one .c file: one copy of each static).
    .target(name: "CTerminal"),
    .target(
      name: "NcursesTerminal", dependencies: ["CNcurses", "CTerminal", "ArcadeKit", "ArcadeGlyphs"],
      swiftSettings: shipped),
    // Replays: the file format, the recorder (a run-loop observer) and the headless player;
    // the session plan every session is made from (written to and read from the header).
    .target(
      name: "Replay",
      dependencies: [
        "ArcadeKit", "ArcadeScenes", "Records", "ArcadeSystem", "DailyModel", "LeaderboardModel",
        "MemoryModel", "SettingsFormat", "ArcadeText",
        .product(name: "ArcadeJSON", package: "ArcadeJSON"),
      ],
      swiftSettings: shippedFast),
    // The shared leaderboard: a counted attempt recorded alone (AttemptRecorder) and made
    // again from its day (AttemptSession), membership, the scan of the shared directory
    // (another user's files are an attacker's), the verifier, the verdict cache.
    .target(
      name: "Leaderboard",
      dependencies: [
        "ArcadeKit", "ArcadeScenes", "ArcadeSystem", "DailyModel", "LeaderboardModel", "MemoryDecks",
        "MemoryModel", "Records", "Replay", .product(name: "ArcadeJSON", package: "ArcadeJSON"),
      ],
      swiftSettings: shipped),
    .executableTarget(
      name: "arcade",
      dependencies: gameModels + [
        "ArcadeKit", "ArcadeScenes", "NcursesTerminal", "Records", "Replay", "Leaderboard", "ArcadeSystem",
        "ArcadeText", "MemoryDecks", "MazeServer", "DailyModel", "LeaderboardModel", "SettingsFormat",
        "ArcadeGlyphs", "ArcadeColour", .product(name: "ArcadeJSON", package: "ArcadeJSON"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: shipped,
      // Release: a position-independent executable (the hardening Debian expects), every
      // symbol bound at start (-z now: with RELRO the GOT is then read-only; lintian's
      // hardening-no-bindnow otherwise), its
      // relative relocations packed (DT_RELR: glibc applies a compact bitmap at start instead
      // of a table of entries). --icf=safe folds identical functions whose address is never
      // taken. --no-export-dynamic: the Swift
      // runtime's link line exports every symbol, a table the dynamic linker searches
      // for each symbol of every shared library (a crash's stack then shows offsets, which
      // the crash report already says how to name with addr2line). packaging/static-libstdc++
      // links libstdc++ statically (see the script there) and -static-libgcc the unwinder
      // (libgcc_eh, not libgcc_s): two shared libraries fewer to map and bind at every start.
      linkerSettings: [
        .unsafeFlags(
          [
            "-use-ld=lld", "-Xlinker", "--icf=safe", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
            "-Xlinker", "-z", "-Xlinker", "now",
            "-Xclang-linker", "-static-libgcc",
            "-Xclang-linker", "-L\(Context.packageDirectory)/packaging/static-libstdc++",
            "-Xlinker", "--no-export-dynamic",
          ], .when(configuration: .release))
      ]
    ),
    .testTarget(
      name: "ArcadeKitTests",
      dependencies: [
        "ArcadeKit", "ArcadeGeometry", "ArcadeGlyphs", "ArcadeRandom", "ArcadeColour", "SettingsFormat",
      ],
      swiftSettings: strict),
    .testTarget(
      name: "SettingsFormatTests", dependencies: ["SettingsFormat", "ArcadeKit", "ArcadeGlyphs"],
      swiftSettings: strict),
    .testTarget(
      name: "ArcadeSystemTests", dependencies: ["ArcadeSystem", "ArcadeColour"], swiftSettings: strict),
    // The command line as the executable reads it (FastStart against ArgumentParser).
    .testTarget(
      name: "ArcadeCommandTests",
      dependencies: [
        "arcade", "Leaderboard", "LeaderboardModel", "SettingsFormat", "HeadlessDailies", "ArcadeKit",
        "ArcadeScenes", "ArcadeSystem", "ArcadeRandom", "DailyModel", "MazeModel", "MemoryDecks",
        "MemoryModel", "NcursesTerminal",
        "Records", "Replay", .product(name: "ArcadeJSON", package: "ArcadeJSON"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict),
    .testTarget(
      name: "ArcadeTextTests",
      dependencies: ["ArcadeText", .product(name: "PropertyBased", package: "swift-property-based")],
      swiftSettings: strict),
    .testTarget(
      name: "NcursesTerminalTests", dependencies: ["NcursesTerminal", "CNcurses", "ArcadeKit"],
      swiftSettings: strict),
    .executableTarget(name: "records-tool", dependencies: ["Records"], swiftSettings: strict),
    // `make bench` (in-process render timings) and `make soak` (headless key fuzz of every scene).
    .executableTarget(
      name: "arcade-bench",
      dependencies: [
        "ArcadeKit", "ArcadeScenes", "MemoryDecks", "Records", "MazeModel", "ArcadeRandom", "Replay",
        .product(name: "ArcadeJSON", package: "ArcadeJSON"),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict
    ),
    .executableTarget(
      name: "arcade-soak",
      dependencies: [
        "ArcadeKit", "ArcadeScenes", "MemoryDecks", "Records", "Replay", "CTerminal", "ArcadeRandom",
        "ArcadeGlyphs", .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strict
    ),
    // `make bench`: shared daily results of many players, for timing the leaderboard.
    .executableTarget(
      name: "arcade-shared-dailies",
      dependencies: ["DailyModel", "LeaderboardModel", "Leaderboard", "HeadlessDailies", "Replay"],
      swiftSettings: strict),
    // `make screenshots`: the docs' pictures (each game's from its catalog entry), rendered headless.
    .executableTarget(
      name: "arcade-shots",
      dependencies: ["ArcadeKit", "ArcadeScenes", "MemoryDecks", "Records", "Replay", "ArcadeGlyphs"],
      swiftSettings: strict
    ),
    // The maze test doubles (a hand-answered rooms service, the original's mock room), one set
    // for MazeModelTests and ArcadeScenesTests.
    .target(
      name: "MazeTestDoubles", dependencies: ["MazeModel"], path: "Tests/MazeTestDoubles",
      swiftSettings: strict),
    // Dailies played headless by random keys and shared as the launcher shares them: real shared
    // files for the verifier's tests and the benchmark's leaderboard.
    .target(
      name: "HeadlessDailies",
      dependencies: [
        "ArcadeKit", "ArcadeScenes", "DailyModel", "MemoryDecks", "Records", "Replay", "Leaderboard",
        "ArcadeRandom",
      ],
      path: "Tests/HeadlessDailies", swiftSettings: strict),
    .testTarget(
      name: "ReplayTests",
      dependencies: [
        "Replay", "ArcadeScenes", "MemoryDecks", "ArcadeKit", "Records", "DailyModel", "MemoryModel",
        "ArcadeGlyphs", .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict),
    .testTarget(
      name: "JSONParityTests",
      dependencies: [
        .product(name: "ArcadeJSON", package: "ArcadeJSON"), "Replay", "ArcadeScenes", "arcade", "ArcadeKit",
        "FizzBuzzModel", "MemoryModel", "MazeModel", "DailyModel",
      ],
      swiftSettings: strict),
    .testTarget(name: "RecordsTests", dependencies: ["Records", "records-tool"], swiftSettings: strict),
    .testTarget(
      name: "ZombiesModelTests",
      dependencies: [
        "ZombiesModel", "ArcadeGeometry", "ArcadeRandom",
        .product(name: "PropertyBased", package: "swift-property-based"),
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
        "MazeModel", "MazeServer", "MazeTestDoubles", "ArcadeGeometry",
        .product(name: "ArcadeJSON", package: "ArcadeJSON"),
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "DailyModelTests",
      dependencies: [
        "DailyModel", "FizzBuzzModel", "MemoryModel", "ZombiesModel",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),
    .testTarget(
      name: "LeaderboardModelTests", dependencies: ["LeaderboardModel", "DailyModel"], swiftSettings: strict),
    .testTarget(
      name: "ArcadeScenesTests",
      dependencies: gameModels + [
        "ArcadeScenes", "ArcadeKit", "Records", "MemoryDecks", "MazeServer", "MazeTestDoubles", "DailyModel",
        "ArcadeGeometry", "ArcadeGlyphs", "ArcadeRandom", "ArcadeText", "LeaderboardModel", "SettingsFormat",
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "CustomDump", package: "swift-custom-dump"),
        .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
      ],
      exclude: ["Goldens"],  // text files read by path, not bundled
      swiftSettings: strict
    ),
  ]
)

// `make play`, `make install` and `make deb` set ARCADE_PLAY_ONLY=1: the manifest then declares
// only the arcade and the targets it links, and only the local packages, so building to play
// resolves (and on a fresh machine fetches) none of the packages the tests use.
// `--product arcade` alone does not do that: SwiftPM resolves every package a root manifest
// declares, used or not. (A trait could gate each test target's remote products instead, but
// every new one would need its condition; this finds the arcade's targets by itself.) SwiftPM
// keys its manifest cache on the environment, so both modes take turns in one .build
// (Tests/e2e/test_play_only.py); a play-only build may drop the uncommitted Package.resolved,
// and the next full build pins the tests' packages again from .build/repositories, offline.
if Context.environment["ARCADE_PLAY_ONLY"] != nil {
  var linked: Set<String> = []
  var toVisit = ["arcade"]
  while let name = toVisit.popLast() {
    guard linked.insert(name).inserted, let target = package.targets.first(where: { $0.name == name }) else {
      continue
    }
    for dependency in target.dependencies {
      switch dependency {
      case .targetItem(let name, _), .byNameItem(let name, _): toVisit.append(name)
      default: break
      }
    }
  }
  package.targets.removeAll { !linked.contains($0.name) }
  // The arcade links only local packages (a remote one it needed would fail the build here).
  package.dependencies.removeAll {
    if case .fileSystem = $0.kind { false } else { true }
  }
}
