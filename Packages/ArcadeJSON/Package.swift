// swift-tools-version: 6.2
import PackageDescription

// Codable JSON on the standard library alone: linking any of FoundationEssentials' JSON pulls
// ~6 MB of its objects into a static binary. A package of its own, so the vendored
// argument-parser (`--experimental-dump-help`) can depend on it as the arcade does.
let package = Package(
  name: "ArcadeJSON",
  products: [.library(name: "ArcadeJSON", targets: ["ArcadeJSON"])],
  dependencies: [
    // Tests only: random JSON values (`swift test --package-path Packages/ArcadeJSON`).
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.0")
  ],
  targets: [
    .target(
      name: "ArcadeJSON",
      swiftSettings: [
        .swiftLanguageMode(.v6),
        // No _StringProcessing (Swift's regex engine) or _Concurrency (its runtime and libdispatch)
        // linked through this package; function sections, so the arcade's release link can drop
        // the functions it never calls one by one.
        .unsafeFlags([
          "-Xfrontend", "-disable-implicit-string-processing-module-import",
          "-Xfrontend", "-disable-implicit-concurrency-module-import",
          "-Xfrontend", "-function-sections",
          // Concrete types' metadata through their accessors (as the arcade's targets: no
          // conformance scan at run time for the syntax error and the decoders' types).
          "-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors",
        ]),
      ]),
    .testTarget(
      name: "ArcadeJSONTests",
      dependencies: ["ArcadeJSON", .product(name: "PropertyBased", package: "swift-property-based")],
      swiftSettings: [.swiftLanguageMode(.v6)]),
  ]
)
