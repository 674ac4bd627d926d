// A tiny helper for the records stress tests (and `make soak`): appends COUNT entries to a
// table, one locked read-merge-write each, as another arcade process would.
//   records-tool DIR TABLE COUNT [TAG]
import Foundation
import Records

let args = CommandLine.arguments
guard args.count >= 4, let count = Int(args[3]) else {
  FileHandle.standardError.write(Data("usage: records-tool DIR TABLE COUNT [TAG]\n".utf8))
  exit(2)
}
let tag = args.count > 4 ? args[4] : String(ProcessInfo.processInfo.processIdentifier)
let store = RecordStore(directory: args[1])
for i in 0..<count {
  store.update(args[2], default: [String]()) { $0.append("\(tag)-\(i)") }
}
