// swift-tools-version:6.1
//===----------------------------------------------------------------------===//
//
// This source file is part of the Swift Argument Parser open source project
//
// Copyright (c) 2020 Apple Inc. and the Swift project authors
// Licensed under Apache License v2.0 with Runtime Library Exception
//
// See https://swift.org/LICENSE.txt for license information
//
//===----------------------------------------------------------------------===//

// Vendored for the arcade (see VENDORED.md): the library, its tool-info model and the
// generate-manual plugin, with the JSON of `--experimental-dump-help` written by ArcadeJSON
// instead of FoundationEssentials.

import PackageDescription

let package = Package(
  name: "swift-argument-parser",
  products: [
    .library(name: "ArgumentParser", targets: ["ArgumentParser"]),
    .plugin(name: "GenerateManual", targets: ["GenerateManual"]),
  ],
  // As upstream pull request #932 proposes: Foundation behind a trait, on by default; the
  // arcade depends on this package with no traits.
  traits: [
    .trait(
      name: "ArgumentParserFoundation",
      description: "Foundation for --experimental-dump-help's JSON and LocalizedError messages."),
    .default(enabledTraits: ["ArgumentParserFoundation"]),
  ],
  dependencies: [
    .package(path: "../../Packages/ArcadeJSON")
  ],
  targets: [
    .target(
      name: "ArgumentParser",
      dependencies: ["ArgumentParserToolInfo", .product(name: "ArcadeJSON", package: "ArcadeJSON")],
      // Upstream's own deprecated names used inside upstream (not ours to rename); the arcade
      // builds without warnings.
      // No _StringProcessing (Swift's regex engine) linked through the parser: it has its own
      // string replacing. No _Concurrency (its runtime and libdispatch): async support is removed.
      // Function sections: the arcade's release link orders and drops functions one by one.
      // Release code optimised for size, as the arcade's (-Osize).
      swiftSettings: [
        .unsafeFlags([
          "-suppress-warnings", "-Xfrontend", "-disable-implicit-string-processing-module-import",
          "-Xfrontend", "-disable-implicit-concurrency-module-import",
          "-Xfrontend", "-function-sections",
        ]),
        .unsafeFlags(["-Osize"], .when(configuration: .release)),
      ]),
    .target(
      name: "ArgumentParserToolInfo",
      swiftSettings: [
        .unsafeFlags([
          "-Xfrontend", "-disable-implicit-string-processing-module-import",
          "-Xfrontend", "-disable-implicit-concurrency-module-import",
          "-Xfrontend", "-function-sections",
        ]),
        .unsafeFlags(["-Osize"], .when(configuration: .release)),
      ]),
    .plugin(
      name: "GenerateManual",
      capability: .command(
        intent: .custom(
          verb: "generate-manual",
          description: "Generate a manual entry for a specified target.")),
      dependencies: ["generate-manual"]),
    .executableTarget(
      name: "generate-manual",
      dependencies: ["ArgumentParser", "ArgumentParserToolInfo"],
      path: "Tools/generate-manual"),
  ]
)
