// arcade-soak: headless key fuzz of every game in `GameCatalog.all`.
//
// For each game it builds the game's first scene with an `AppEnvironment` on a temporary
// records directory and drives a `Harness` with random events: keys (arrows, Enter, Esc, Tab,
// Backspace, letters, digits, Space, ?...), clicks at random cells, clock advances, wakes and
// resizes down to 10×5. When the game is left (Esc, q, a Quit button) it is pushed again.
// After every event it asks each scene on the stack that conforms to `InvariantChecking` for
// its violations, and every rendered frame is checked for the canvas rules (size, wide glyphs
// followed by their continuation cell, ASCII only in ASCII mode). Nothing is caught: a trap
// ends the process (the caller, scripts/soak.py, counts it as a failed run).
//
// The maze's simulated rooms API runs on game time (the harness's manual clock), so its fuzz
// is a discrete-event simulation with no thread and no real latency: `--seed` replays it.
//
//   arcade-soak [--events N] [--seed S] [--game ID]... [--render-every K] [--trace] [--list]
//
// It prints one line per game and ends with "N passed, N failed" (one run per game). A game
// passes only when every event ran, it was entered and frames were checked, with no violation;
// no game at all is a failure.
import ArcadeRandom
import ArcadeGlyphs
import ArcadeKit
import ArcadeScenes
import ArgumentParser
import FoundationEssentials
import Records
import Replay
import MemoryDecks
import CTerminal

#if canImport(Glibc)
  import Glibc
#endif

let options = parseOptions()
let catalog = GameCatalog.all
if options.list {
  for entry in catalog { say(entry.id) }
  exit(0)
}
for id in options.games where GameCatalog.entry(id: id) == nil {
  usage("no game \(id) (games: \(catalog.map(\.id).joined(separator: ", ")))")
}
let chosen = options.games.isEmpty ? catalog : catalog.filter { options.games.contains($0.id) }
var passed = 0
var failed = 0
if chosen.isEmpty {
  // Nothing fuzzed is not a pass.
  say("  FAIL no games in GameCatalog.all: nothing fuzzed")
  failed += 1
}
var totalEvents = 0
arcade_install_crash_handlers("arcade-soak")
for (index, entry) in chosen.enumerated() {
  say("game \(entry.id): \(options.events) events, seed \(options.seed)")
  let run = soak(entry, options: options, seedOffset: UInt64(index))
  totalEvents += run.events
  let scenes = run.sceneEvents.sorted { $0.value > $1.value }.map { "\($0.key)=\($0.value)" }.joined(
    separator: " ")
  // A pass needs the events run, the game entered and frames checked: nothing fuzzed is no pass.
  let fuzzed = run.events == options.events && run.entries > 0 && run.renders > 0
  let ok = run.violationCount == 0 && fuzzed
  say(
    "  \(ok ? "ok  " : "FAIL") \(entry.id): \(run.events) events in \((run.seconds * 10).rounded() / 10) s"
      + " (\(Int(Double(run.events) / max(run.seconds, 1e-9))) /s), \(run.renders) frames checked,"
      + " \(run.invariantChecks) invariant checks, \(run.violationCount) violations,"
      + " entered \(run.entries)×, restarts \(run.restarts)")
  say("  scenes on top: \(scenes)")
  if run.invariantChecks == 0 { say("  note: no scene of \(entry.id) conforms to InvariantChecking") }
  if !fuzzed {
    say(
      "  not fuzzed: \(run.events) of \(options.events) events, entered \(run.entries)×, \(run.renders) frames"
    )
  }
  for v in run.violations { say("  violation: \(v)") }
  if ok { passed += 1 } else { failed += 1 }
}
say("events: \(totalEvents)")
say("\(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
