import Foundation
import Records
import Testing

#if canImport(Glibc)
  import Glibc
#endif

func temporaryDirectory() -> String {
  let path = NSTemporaryDirectory() + "arcade-records-\(UUID().uuidString)"
  try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  return path
}

struct Tally: Codable, Equatable, Sendable {
  var wins = 0
  var names: [String] = []
}

@Suite("Records")
struct RecordStoreTests {
  @Test("a table that was never written reads as its default")
  func missingTableReadsAsDefault() {
    let store = RecordStore(directory: temporaryDirectory())
    #expect(store.read("zombies", default: Tally()) == Tally())
  }

  @Test("an update is saved and read back by another store")
  func updateRoundTrips() {
    let dir = temporaryDirectory()
    RecordStore(directory: dir).update("zombies", default: Tally()) { $0.wins += 2 }
    #expect(RecordStore(directory: dir).read("zombies", default: Tally()).wins == 2)
  }

  @Test("the file carries a schema version")
  func fileHasSchemaVersion() throws {
    let dir = temporaryDirectory()
    let store = RecordStore(directory: dir)
    store.update("memory", default: Tally()) { $0.wins = 1 }
    struct Header: Decodable { var schema: Int }
    let header = try JSONDecoder().decode(
      Header.self, from: Data(contentsOf: URL(fileURLWithPath: store.path(of: "memory"))))
    #expect(header.schema == RecordStore.schemaVersion)
  }

  @Test("the directory is created when missing")
  func directoryIsCreated() {
    let dir = temporaryDirectory() + "/nested/arcade"
    RecordStore(directory: dir).update("t", default: Tally()) { $0.wins = 1 }
    #expect(FileManager.default.fileExists(atPath: dir + "/t.json"))
  }

  @Test("a corrupt file is moved aside, reported once, and replaced")
  func corruptFileMovedAside() throws {
    let dir = temporaryDirectory()
    let store = RecordStore(directory: dir)
    try Data("{not json".utf8).write(to: URL(fileURLWithPath: store.path(of: "zombies")))
    #expect(store.read("zombies", default: Tally()) == Tally())
    store.update("zombies", default: Tally()) { $0.wins += 1 }
    let warnings = store.takeWarnings()
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("moved it to") == true)
    #expect(store.takeWarnings().isEmpty)
    let files = try FileManager.default.contentsOfDirectory(atPath: dir)
    #expect(files.contains { $0.hasPrefix("zombies.json.corrupt-") })
    #expect(store.read("zombies", default: Tally()).wins == 1)
  }

  @Test("a file written by a newer arcade is left untouched")
  func newerSchemaIsKept() throws {
    let dir = temporaryDirectory()
    let store = RecordStore(directory: dir)
    let newer = Data(#"{"schema": 99, "data": {"something": "else"}}"#.utf8)
    try newer.write(to: URL(fileURLWithPath: store.path(of: "t")))
    #expect(store.read("t", default: Tally()) == Tally())
    #expect(try Data(contentsOf: URL(fileURLWithPath: store.path(of: "t"))) == newer)
  }

  @Test("an unwritable directory gives one warning and play goes on")
  func unwritableDirectoryWarns() throws {
    let dir = temporaryDirectory()
    let store = RecordStore(directory: dir)
    store.update("t", default: Tally()) { $0.wins = 1 }
    chmod(dir, 0o500)
    defer { chmod(dir, 0o755) }
    // root ignores directory permissions: only check the warning where they apply.
    let enforced = access(dir, W_OK) != 0
    let value = store.update("t", default: Tally()) { $0.wins += 1 }
    #expect(value.wins == 2)  // the change still applies in memory
    store.update("t", default: Tally()) { $0.wins += 1 }
    if enforced {
      #expect(store.takeWarnings().count == 1)
    }
  }

  @Test("a path that is a file, not a directory, gives a warning and no crash")
  func directoryIsAFile() throws {
    let path = temporaryDirectory() + "/file"
    try Data("x".utf8).write(to: URL(fileURLWithPath: path))
    let store = RecordStore(directory: path)
    let value = store.update("t", default: Tally()) { $0.wins = 5 }
    #expect(value.wins == 5)
    #expect(store.takeWarnings().first?.contains("not a directory") == true)
  }

  @Test("a directory that cannot be created gives a warning; the change still applies in memory")
  func directoryCannotBeCreated() throws {
    let file = temporaryDirectory() + "/file"
    try Data("x".utf8).write(to: URL(fileURLWithPath: file))
    let store = RecordStore(directory: file + "/below")
    #expect(store.update("t", default: Tally()) { $0.wins = 3 }.wins == 3)
    #expect(store.read("t", default: Tally()) == Tally())
    #expect(
      store.takeWarnings() == [
        "Records are not being saved: cannot create \(file)/below (\(file) is not a directory)."
      ])
  }

  @Test("the data directory comes from --data-dir, ARCADE_DATA_DIR, XDG_DATA_HOME, then HOME")
  func defaultDirectoryOrder() {
    func directory(override: String? = nil, _ variables: [String: String]) -> String {
      RecordStore.defaultDirectory(override: override, environment: { variables[$0] })
    }
    #expect(directory(override: "/x", ["ARCADE_DATA_DIR": "/y"]) == "/x")
    #expect(directory(["ARCADE_DATA_DIR": "/y", "XDG_DATA_HOME": "/z"]) == "/y")
    #expect(directory(["XDG_DATA_HOME": "/z", "HOME": "/h"]) == "/z/arcade")
    #expect(directory(["XDG_DATA_HOME": "relative", "HOME": "/h"]) == "/h/.local/share/arcade")
    #expect(directory(["HOME": "/h"]) == "/h/.local/share/arcade")
  }

  @Test("two stores in one process writing at once keep every record")
  func concurrentStoresKeepEverything() async {
    let dir = temporaryDirectory()
    await withTaskGroup(of: Void.self) { group in
      for tag in ["a", "b"] {
        group.addTask {
          let store = RecordStore(directory: dir)
          for i in 0..<200 { store.update("t", default: Tally()) { $0.names.append("\(tag)\(i)") } }
        }
      }
    }
    #expect(RecordStore(directory: dir).read("t", default: Tally()).names.count == 400)
  }
}
