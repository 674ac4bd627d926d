import ArcadeSystem
import Foundation
import Testing

/// `--cast OUT` and `--record FILE` write through `OutputFile`: never over an existing file
/// unless asked, never through a link, never onto a FIFO or device, never over the input.
@Suite struct OutputFileTests {
  let directory: String

  init() throws {
    directory = FileManager.default.temporaryDirectory.appendingPathComponent("output-\(UUID())").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
  }

  func contents(_ name: String) -> String? {
    FileManager.default.contents(atPath: directory + "/" + name).map { String(decoding: $0, as: UTF8.self) }
  }

  func reason(_ name: String, replace: Bool = false) -> String? {
    switch OutputFile.create(directory + "/" + name, replace: replace) {
    case .success(let file):
      file.discard()
      return nil
    case .failure(let error): return error.description
    }
  }

  @Test func aNewFileIsWrittenBesideAndRenamedIntoPlace() throws {
    let file = try OutputFile.create(directory + "/new.cast", replace: false).get()
    #expect(file.temporaryPath.hasPrefix(directory + "/.new.cast.arcade-"))
    #expect(contents("new.cast") == nil)
    file.write(Array("cast".utf8))
    #expect(file.commit() == nil)
    #expect(contents("new.cast") == "cast")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["new.cast"])
  }

  @Test func anExistingFileIsKeptUnlessReplaceIsAsked() throws {
    try Data("precious".utf8).write(to: URL(fileURLWithPath: directory + "/old"))
    #expect(reason("old") == "already exists (add --force to replace it)")
    let file = try OutputFile.create(directory + "/old", replace: true).get()
    file.write(Array("new".utf8))
    #expect(contents("old") == "precious")  // untouched until the commit
    #expect(file.commit() == nil)
    #expect(contents("old") == "new")
  }

  @Test func linksFifosDirectoriesAndDevicesAreRefusedWithoutOpeningThem() throws {
    try Data("target".utf8).write(to: URL(fileURLWithPath: directory + "/target"))
    #expect(symlink(directory + "/target", directory + "/link") == 0)
    #expect(symlink(directory + "/made-through-link", directory + "/dangling") == 0)
    #expect(mkfifo(directory + "/fifo", 0o600) == 0)
    #expect(reason("link", replace: true) == "is a symbolic link (never written through)")
    #expect(reason("dangling") == "is a symbolic link (never written through)")
    #expect(reason("fifo", replace: true) == "is a FIFO")
    #expect(OutputFile.create(directory, replace: true).failureText == "is a directory")
    #expect(OutputFile.create("/dev/null", replace: true).failureText == "is a device")
    #expect(contents("target") == "target" && contents("made-through-link") == nil)
  }

  @Test func theFileBeingReadIsNeverTheOutputEvenWithReplace() throws {
    let path = directory + "/game.jsonl"
    try Data("replay".utf8).write(to: URL(fileURLWithPath: path))
    var info = stat()
    #expect(stat(path, &info) == 0)
    let identity = (UInt64(info.st_dev), UInt64(info.st_ino))
    #expect(
      OutputFile.create(path, replace: true, notOver: identity).failureText == "is the replay being read")
  }

  @Test func anUnwritablePlaceIsKnownBeforeAnythingIsWritten() {
    #expect(
      OutputFile.create(directory + "/no/such.cast", replace: false).failureText
        == "its directory does not exist")
    #expect(OutputFile.create("", replace: false).failureText == "an empty file name")
  }

  @Test func aGivenModeIsTheNewFilesExactly() throws {
    for mode: mode_t in [0o600, 0o640, 0o644] {
      let file = try OutputFile.create(directory + "/kept", replace: true, mode: mode).get()
      file.write(Array("x".utf8))
      #expect(file.commit() == nil)
      var info = stat()
      #expect(stat(directory + "/kept", &info) == 0 && info.st_mode & 0o777 == mode)
    }
  }

  @Test func linksPlantedAtTemporaryNamesAreNeverWrittenThrough() throws {
    try Data("precious".utf8).write(to: URL(fileURLWithPath: directory + "/victim"))
    let prefix = directory + "/" + OutputFile.temporaryPrefix(of: "table.json")
    for i in 0..<50 { #expect(symlink(directory + "/victim", prefix + "link\(i)") == 0) }
    let file = try OutputFile.create(directory + "/table.json", replace: true).get()
    #expect(file.temporaryPath.hasPrefix(prefix))
    file.write(Array("{}".utf8))
    #expect(file.commit() == nil)
    #expect(contents("victim") == "precious" && contents("table.json") == "{}")
  }

  @Test func aFileThatAppearsMeanwhileIsNotReplacedAtCommit() throws {
    let file = try OutputFile.create(directory + "/race", replace: false).get()
    try Data("theirs".utf8).write(to: URL(fileURLWithPath: directory + "/race"))
    file.write(Array("ours".utf8))
    #expect(file.commit() == "already exists (add --force to replace it)")
    #expect(contents("race") == "theirs")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == ["race"])
  }
}

extension Result where Failure == OutputFileError {
  var failureText: String? {
    if case .failure(let error) = self { return error.description }
    return nil
  }
}
