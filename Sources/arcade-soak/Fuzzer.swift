// The random events the soak sends a game: keys, clicks, clock advances, timers, resizes.
import ArcadeKit
import ArcadeRandom

#if canImport(Glibc)
  import Glibc
#endif

enum FuzzEvent: CustomStringConvertible {
  case input(InputEvent)
  case click(Int, Int)
  case advance(Double)
  /// A timer line as a replay has it: the due deadline fires, or (mostly) a spurious wakeup
  /// that the scenes must ignore.
  case timer
  /// Several keys in a row: a plausible form entry (numbers, then words, each with Enter).
  case burst([Key])

  var description: String {
    switch self {
    case .input(let e): return "\(e)"
    case .click(let x, let y): return "click(\(x),\(y))"
    case .advance(let s): return "advance(\(s))"
    case .timer: return "timer"
    case .burst(let keys): return "burst(\(keys.map(\.description).joined(separator: " ")))"
    }
  }
}

struct Fuzzer {
  var rng: SeededRandom

  static let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
  static let digits = Array("0123456789")
  static let punctuation = Array("?!.,-+*/= ;:'\"@#é世🧟")
  static let moves: [Key] = [
    .up, .down, .left, .right, .char("h"), .char("j"), .char("k"), .char("l"),
    .char("w"), .char("a"), .char("s"), .char("d"),
  ]
  static let specials: [Key] = [
    .enter, .char(" "), .tab, .backTab, .backspace, .delete, .home, .end,
    .pageUp, .pageDown, .insert, .char("?"), .function(1), .ctrl("l"), .char("p"),
  ]

  mutating func pick<T>(_ a: [T]) -> T { a[Int.random(in: 0..<a.count, using: &rng)] }

  mutating func next(size: Size) -> FuzzEvent {
    let roll = Int.random(in: 0..<1000, using: &rng)
    switch roll {
    case 0..<250: return .input(.key(pick(Fuzzer.moves)))
    case 250..<420: return .input(.key(pick(Fuzzer.specials)))
    case 420..<520: return .input(.key(.char(pick(Fuzzer.letters))))
    case 520..<600: return .input(.key(.char(pick(Fuzzer.digits))))
    case 600..<620: return .input(.key(.char(pick(Fuzzer.punctuation))))
    case 620..<640: return .input(.key(pick([.escape, .char("q")])))
    case 640..<650: return .input(.key(.function(Int.random(in: 2...12, using: &rng))))
    case 650..<680: return .input(.key(.ctrl(pick(Array("abcdefghijklmnoprstuvwxyz")))))
    case 680..<770:
      return .click(
        Int.random(in: -1...size.width, using: &rng), Int.random(in: -1...size.height, using: &rng))
    case 770..<780:
      let kind: MouseEvent.Kind = pick([.wheelUp, .wheelDown, .release, .press])
      return .input(
        .mouse(
          MouseEvent(
            kind, x: Int.random(in: 0..<max(1, size.width), using: &rng),
            y: Int.random(in: 0..<max(1, size.height), using: &rng))))
    case 780..<900: return .advance(Double.random(in: 0.001...0.6, using: &rng))
    case 900..<915: return .advance(Double.random(in: 1...40, using: &rng))
    case 915..<958: return .timer
    case 958..<965:
      // Fill a form: three numbers, two words, each followed by Enter (sometimes out of range).
      var keys: [Key] = []
      for field in 0..<5 {
        let text =
          field < 3
          ? String(Int.random(in: 0...(Int.random(in: 0..<8, using: &rng) == 0 ? 99999 : 30), using: &rng))
          : String((0..<Int.random(in: 1...6, using: &rng)).map { _ in pick(Fuzzer.letters) })
        keys += Array(repeating: Key.backspace, count: 6) + text.map { Key.char($0) } + [.enter]
      }
      return .burst(keys)
    default:
      // Resizes: mostly back to a playable size, sometimes tiny (down to 10×5), sometimes huge.
      let r = Int.random(in: 0..<10, using: &rng)
      if r < 4 { return .input(.resize(Size(width: 80, height: 24))) }
      if r < 5 { return .input(.resize(Size(width: 200, height: 60))) }
      return .input(
        .resize(
          Size(width: Int.random(in: 10...130, using: &rng), height: Int.random(in: 5...45, using: &rng))))
    }
  }
}
