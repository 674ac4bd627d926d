// arcade-shared-dailies: writes COUNT shared daily results into DIR, as COUNT players on one
// day would have shared them: Zombies, Memory and FizzBuzz in turn, each a daily played
// headless through the real run loop by random keys (HeadlessDaily), for uids FIRST,
// FIRST+1… (the caller gives each file to its uid). `make bench` times `arcade scores` on them.
//
//   arcade-shared-dailies DIR DATE COUNT FIRST_UID "arcade VERSION" ASSETS_DIR
import DailyModel
import HeadlessDailies

#if canImport(Glibc)
  import Glibc
#endif

let arguments = CommandLine.arguments
guard arguments.count == 7, let date = DailyDate(iso: arguments[2]), let count = Int(arguments[3]),
  let first = UInt32(arguments[4])
else {
  print("usage: arcade-shared-dailies DIR DATE COUNT FIRST_UID \"arcade VERSION\" ASSETS_DIR")
  exit(2)
}
let (directory, arcade, assets) = (arguments[1], arguments[5], arguments[6])
// Noon of the day: the attempts count (the day is the session's own).
let start = Double(date.dayNumber) * 86_400 + 43_200
for index in 0..<count {
  let game = DailyGame.ranked[index % DailyGame.ranked.count]
  let uid = first + UInt32(index)
  // Every random session that finishes is a player: seeds are tried until one does.
  var seed = UInt64(index)
  var bytes: [UInt8]?
  while bytes == nil && seed < UInt64(index) + 1000 * UInt64(count) {
    bytes = HeadlessDaily.shared(
      game, date: date, start: start, seed: seed, uid: uid, arcade: arcade, assets: assets)
    seed += UInt64(count)
  }
  guard let bytes else {
    print("arcade-shared-dailies: no \(game) session finished")
    exit(1)
  }
  let path =
    directory + "/"
    + SharedResultName(date: date, game: game, uid: uid, token: UInt64(index) &* 0x9E37_79B9_7F4A_7C15)
    .description
  let file = fopen(path, "w")
  guard let file, fwrite(bytes, 1, bytes.count, file) == bytes.count, fclose(file) == 0 else {
    print("arcade-shared-dailies: cannot write \(path)")
    exit(1)
  }
}
