import ArcadeStart
import Testing

@Suite("The command line kept at start-up")
struct ArcadeStartTests {
  // In this test binary the standard library is the shared one, which finds argv its own way
  // (/proc/self/maps): what start.c answers must be the same arguments.
  @Test("start.c answers the runtime with the arguments the program was started with")
  func sameArgumentsAsTheRuntime() {
    var count: Int32 = -1
    let argv = arcade_start_arguments(&count)
    let kept = (0..<Int(count)).map { String(cString: argv![$0]!) }
    #expect(count > 0)
    #expect(kept == CommandLine.arguments)
  }
}
