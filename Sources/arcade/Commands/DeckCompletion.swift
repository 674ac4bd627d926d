import ArcadeSystem
import ArcadeScenes

#if canImport(Glibc)
  import Glibc
#endif

/// Shell completion for `--deck`: the built-in decks' file stems, then deck files and folders
/// under the path typed so far (argument-parser's custom completion cannot mix in the shell's
/// own file completion). Plain POSIX calls: completion runs on every Tab.
enum DeckCompletion {
  static func candidates(prefix: String) -> [String] {
    let decks = AssetLocator.directory() + "/decks"
    let stems = entries(of: decks).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
    return stems.filter { $0.hasPrefix(prefix) } + paths(prefix: prefix)
  }

  /// `*.json` files and folders (with a trailing `/`) whose path starts with `prefix`.
  static func paths(prefix: String) -> [String] {
    let slash = prefix.lastIndex(of: "/")
    let folder = slash.map { String(prefix[...$0]) } ?? ""
    let start = slash.map { String(prefix[prefix.index(after: $0)...]) } ?? prefix
    return entries(of: folder.isEmpty ? "." : folder).compactMap { name in
      guard name.hasPrefix(start), start.hasPrefix(".") || !name.hasPrefix(".") else { return nil }
      var info = stat()
      guard stat(folder + name, &info) == 0 else { return nil }
      if info.st_mode & S_IFMT == S_IFDIR { return folder + name + "/" }
      return name.hasSuffix(".json") ? folder + name : nil
    }
  }

  /// The names in a directory, sorted; none when it cannot be read.
  static func entries(of directory: String) -> [String] {
    guard let dir = opendir(directory) else { return [] }
    defer { closedir(dir) }
    var names: [String] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names.sorted()
  }
}
