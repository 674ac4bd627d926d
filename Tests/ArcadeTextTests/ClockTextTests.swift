import ArcadeText
import Testing

@Suite("Times in minutes and seconds")
struct ClockTextTests {
  @Test(
    "whole seconds, rounded down, minutes never wrapped into hours",
    arguments: [(0.0, "0:00"), (8, "0:08"), (52.9, "0:52"), (65.99, "1:05"), (130, "2:10"), (3825, "63:45")])
  func minutes(seconds: Double, text: String) {
    #expect(ClockText.minutes(seconds) == text)
  }

  /// The maze original's status: two-digit minutes.
  @Test(
    "the maze's mm:ss, as the original's tests have it",
    arguments: [(130.0, "02:10"), (8, "00:08"), (3825, "63:45")])
  func paddedMinutes(seconds: Double, text: String) {
    #expect(ClockText.minutes(seconds, minuteDigits: 2) == text)
  }

  @Test("a second that float arithmetic leaves a hair short is a whole one")
  func floatSlack() {
    #expect(ClockText.minutes(0.9999999999) == "0:01")
    #expect(ClockText.minutes(0.99) == "0:00")
  }

  @Test("tenths for results, rounded down")
  func tenths() {
    #expect(ClockText.tenths(45.34) == "0:45.3")
    #expect(ClockText.tenths(600) == "10:00.0")
    #expect(ClockText.tenths(3.05) == "0:03.0")
  }

  @Test("any number is a time: negative and NaN are 0, the huge stop at a million hours")
  func total() {
    for text in [ClockText.minutes(-5), ClockText.minutes(.nan)] { #expect(text == "0:00") }
    #expect(ClockText.tenths(-1) == "0:00.0" && ClockText.tenths(.nan) == "0:00.0")
    #expect(ClockText.minutes(.infinity) == "60000000:00")
    #expect(ClockText.tenths(1e300) == "6000000:00.0")
  }
}
