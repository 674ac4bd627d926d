import ArcadeScenes
import Foundation

/// Shell completion for `--deck`: the built-in decks' file stems, then deck files and folders
/// under the path typed so far (argument-parser's custom completion cannot mix in the shell's
/// own file completion).
enum DeckCompletion {
  static func candidates(prefix: String) -> [String] {
    let library = MemoryDeckLibrary(assetsDirectory: AssetLocator.directory())
    let stems = library.builtInFiles().map { ($0 as NSString).lastPathComponent.replacing(".json", with: "") }
    return stems.filter { $0.hasPrefix(prefix) } + paths(prefix: prefix)
  }

  /// `*.json` files and folders (with a trailing `/`) whose path starts with `prefix`.
  static func paths(prefix: String) -> [String] {
    let slash = prefix.lastIndex(of: "/")
    let folder = slash.map { String(prefix[...$0]) } ?? ""
    let start = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
    let fm = FileManager.default
    let names = (try? fm.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
    return names.sorted().compactMap { name in
      guard name.hasPrefix(start), start.hasPrefix(".") || !name.hasPrefix(".") else { return nil }
      var isDirectory: ObjCBool = false
      guard fm.fileExists(atPath: folder + name, isDirectory: &isDirectory) else { return nil }
      if isDirectory.boolValue { return folder + name + "/" }
      return name.hasSuffix(".json") ? folder + name : nil
    }
  }
}
