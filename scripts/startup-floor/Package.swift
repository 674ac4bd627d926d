// swift-tools-version:6.0
// The start-up floor (`make bench`, the R rows): a Swift program that does only what every
// full-screen Swift game on ncursesw must (start the runtime, set the locale, open the wide
// ncurses on the terminal, draw the launch menu's lines, wait for a key), built as the arcade's
// release is: static standard library, PIE, and the arcade's release link flags (Package.swift).
// What the arcade takes above it is its own start; what the floor takes above freesweep is the
// price of the language and the wide curses.
import PackageDescription

let package = Package(
  name: "startup-floor",
  targets: [
    .systemLibrary(name: "CNcursesFloor"),
    .executableTarget(
      name: "StartupFloor", dependencies: ["CNcursesFloor"],
      swiftSettings: [
        .unsafeFlags([
          "-Xfrontend", "-disable-implicit-string-processing-module-import",
          "-Xfrontend", "-disable-implicit-concurrency-module-import",
        ])
      ],
      linkerSettings: [
        .unsafeFlags([
          "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs", "-Xlinker", "-z", "-Xlinker",
          "now",
          "-Xclang-linker", "-static-libgcc",
          "-Xclang-linker", "-L\(Context.packageDirectory)/../../packaging/static-libstdc++",
          "-Xlinker", "--no-export-dynamic",
        ])
      ]),
  ]
)
