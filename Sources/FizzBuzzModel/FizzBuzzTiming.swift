/// How fast a game goes: a countdown, then each number a little shorter than the one before.
public struct FizzBuzzTiming: Hashable, Sendable {
  /// The countdown shows `countdownFrom`, …, 1, each for `countdownStep` seconds.
  public var countdownFrom: Int
  public var countdownStep: Double
  /// How long the first number stays up; each next one is `factor` times as long, never
  /// under `shortest`.
  public var firstNumber: Double
  public var factor: Double
  public var shortest: Double
  /// Untimed practice: no countdown, and each number stays until it is answered (or passed).
  public var waitsForAnswer = false

  public init(
    countdownFrom: Int, countdownStep: Double, firstNumber: Double, factor: Double, shortest: Double
  ) {
    self.countdownFrom = countdownFrom
    self.countdownStep = countdownStep
    self.firstNumber = firstNumber
    self.factor = factor
    self.shortest = shortest
  }

  public static let standard = FizzBuzzTiming(
    countdownFrom: 3, countdownStep: 0.5, firstNumber: 1.0, factor: 0.99, shortest: 0.2)

  /// The untimed practice offered where a reader speaks the numbers (line and screen-reader
  /// modes): each number waits for its answer; a plain number is passed on with "next".
  public static let untimed: FizzBuzzTiming = {
    var timing = FizzBuzzTiming(countdownFrom: 0, countdownStep: 0, firstNumber: 0, factor: 1, shortest: 0)
    timing.waitsForAnswer = true
    return timing
  }()

  /// How long number `n` (1-based) stays on screen.
  public func duration(of number: Int) -> Double {
    var speed = firstNumber
    var n = 1
    while n < number && speed > shortest {
      speed *= factor
      n += 1
    }
    return max(shortest, speed)
  }
}
