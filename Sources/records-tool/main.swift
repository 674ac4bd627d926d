// A tiny helper for the records stress tests (and `make soak`): appends COUNT entries to a
// table, one locked read-merge-write each, as another arcade process would. Each warning the
// store raises is printed on stderr; the exit status is 1 when an entry was not saved.
//   records-tool DIR TABLE COUNT [TAG]
#if canImport(Glibc)
  import Glibc
#endif
import Records

func fail(_ message: String, status: Int32) -> Never {
  let line = Array((message + "\n").utf8)
  line.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
  exit(status)
}

let args = CommandLine.arguments
guard args.count >= 4, let count = Int(args[3]), count >= 0 else {
  fail("usage: records-tool DIR TABLE COUNT [TAG]", status: 2)
}
let tag = args.count > 4 ? args[4] : String(getpid())
let store = RecordStore(directory: args[1])
var lost = 0
for i in 0..<count {
  if store.save(args[2], default: [String](), { $0.append("\(tag)-\(i)") }).problem != nil { lost += 1 }
}
let warnings = store.takeWarnings()
for warning in warnings {
  let line = Array(("records-tool: " + warning + "\n").utf8)
  line.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
}
if lost > 0 { fail("records-tool: \(lost) of \(count) entries not saved", status: 1) }
