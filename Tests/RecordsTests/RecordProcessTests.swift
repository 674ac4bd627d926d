import Foundation
import Records
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The records tool built beside the test bundle.
func recordsTool() -> URL {
  var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
  while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("records-tool").path)
    && dir.path != "/"
  {
    dir = dir.deletingLastPathComponent()
  }
  return dir.appendingPathComponent("records-tool")
}

func launchTool(_ dir: String, _ count: Int, tag: String) throws -> Process {
  let process = Process()
  process.executableURL = recordsTool()
  process.arguments = [dir, "stress", String(count), tag]
  try process.run()
  return process
}

@Suite("Records across processes", .serialized)
struct RecordProcessTests {
  @Test("two processes writing 500 records each keep all 1000")
  func twoProcessesKeepAll() throws {
    let dir = temporaryDirectory()
    let a = try launchTool(dir, 500, tag: "a")
    let b = try launchTool(dir, 500, tag: "b")
    a.waitUntilExit()
    b.waitUntilExit()
    #expect(a.terminationStatus == 0 && b.terminationStatus == 0)
    let names = RecordStore(directory: dir).read("stress", default: [String]())
    #expect(names.count == 1000)
    #expect(Set(names).count == 1000)
  }

  @Test("a process killed with SIGKILL mid-write never leaves an unreadable file")
  func sigkillNeverCorrupts() throws {
    let dir = temporaryDirectory()
    var previous = 0
    for round in 0..<100 {
      let process = try launchTool(dir, 1_000_000, tag: "k\(round)")
      // Kill after a varying number of writes have landed (polling the file, no fixed sleep).
      let target = previous + 1 + round % 7
      while process.isRunning {
        let count = readCount(dir)
        if count == nil || count! >= target { break }
      }
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      let count = readCount(dir)
      #expect(count != nil, "round \(round): the records file must stay readable")
      previous = count ?? previous
    }
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir).filter {
      $0.contains(".corrupt-")
    }
    #expect(leftovers.isEmpty)
    // The next writer sweeps the temp files the killed ones left behind.
    RecordStore(directory: dir).update("stress", default: [String]()) { $0.append("last") }
    let temps = try FileManager.default.contentsOfDirectory(atPath: dir).filter {
      $0.hasPrefix(".stress.json.arcade-")
    }
    #expect(temps.isEmpty)
  }

  @Test("an unreadable (mode 000) file of 15 games is left alone and reported, not replaced by 1 game")
  func unreadableFileLeftAlone() throws {
    let dir = temporaryDirectory()
    RecordStore(directory: dir).update("stress", default: [String]()) { $0 = (0..<15).map { "game \($0)" } }
    let path = dir + "/stress.json"
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    chmod(path, 0)
    defer { chmod(path, 0o644) }
    let process = Process()
    let toolArguments = [recordsTool().path, dir, "stress", "1", "new"]
    if getuid() == 0 {
      // Root reads a mode 000 file: run the writer as `nobody`, owning the directory, as a
      // player without privileges would.
      for name in [""] + (try FileManager.default.contentsOfDirectory(atPath: dir)).map({ "/" + $0 }) {
        chown(dir + name, 65534, 65534)
      }
      process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
      process.arguments = ["--reuid=65534", "--regid=65534", "--clear-groups"] + toolArguments
    } else {
      process.executableURL = recordsTool()
      process.arguments = Array(toolArguments.dropFirst())
    }
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    process.waitUntilExit()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 1, "the entry was not saved: \(message)")
    #expect(message.contains("cannot be read (Permission denied)"))
    chmod(path, 0o644)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  /// The number of entries, or nil when the file exists but cannot be decoded.
  private func readCount(_ dir: String) -> Int? {
    let path = dir + "/stress.json"
    guard let data = FileManager.default.contents(atPath: path) else { return 0 }
    struct Envelope: Decodable { var data: [String] }
    return (try? JSONDecoder().decode(Envelope.self, from: data))?.data.count
  }
}
