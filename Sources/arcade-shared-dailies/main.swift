// arcade-shared-dailies: writes COUNT shared daily results into DIR, as COUNT players on one
// day would have shared them: Zombies, Memory and FizzBuzz in turn, each a daily played
// headless through the real run loop by random keys (HeadlessDaily), for uids FIRST,
// FIRST+1… `make bench` and the leaderboard's tests read them.
//
//   arcade-shared-dailies DIR DATE COUNT FIRST_UID "arcade VERSION" ASSETS_DIR
//
// DATE must be today (UTC): each result's start record is made just before its attempt is
// played and its claim once the attempt's claimed time has passed, so the kernel's dates of the
// two files bound the attempt as a real player's would (the tool waits for the last, up to a
// minute and a half; 10 000 players take about twenty minutes on a loaded 2-core machine). Run
// as root, the files are created as their uids (no chown: it would move the kernel's dates). The
// attempts are written readable, as their players' arcades reveal them once the day has
// ended; a reader sees them verified from then on (`faketime +1d arcade scores`).
import DailyModel
import HeadlessDailies
import Leaderboard
import LeaderboardModel
import Replay

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

func now() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_REALTIME, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

guard DailyDate(secondsSince1970: now()) == date else {
  print("arcade-shared-dailies: \(date) is not today (UTC): the kernel dates the files")
  exit(2)
}

/// Creates `name` in DIR with `bytes`, as `uid` when running as root.
func write(_ bytes: [UInt8], _ name: String, uid: UInt32, mode: mode_t = 0o644) {
  let root = geteuid() == 0
  if root {
    // The tool runs one thread: its effective ids are whose files it creates.
    _ = setegid(uid)
    _ = seteuid(uid)
  }
  defer {
    if root {
      _ = seteuid(0)
      _ = setegid(0)
    }
  }
  let path = directory + "/" + name
  let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
  guard fd >= 0, bytes.isEmpty || write(fd, bytes, bytes.count) == bytes.count, close(fd) == 0 else {
    print("arcade-shared-dailies: cannot write \(path)")
    exit(1)
  }
}

struct Player {
  let game: DailyGame
  let uid: UInt32
  let token: UInt64
  var started = 0.0
  var attempt: [UInt8] = []
  var claim: SharedClaim?
}

var players = (0..<count).map { index in
  Player(
    game: DailyGame.ranked[index % DailyGame.ranked.count], uid: first + UInt32(index),
    token: UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15)
}
// Each player shares first (a membership made before the attempt began: a result counts only
// then). Then each attempt begins as its start record is made, just before it is played, and
// each claim is written when its attempt ended, as the players' arcades would: the kernel's
// window (start record to claim) is then the attempt's own time, as readers check, however
// long making thousands of them takes.
for player in players {
  write([], SharedMemberName(uid: player.uid, token: player.token).description, uid: player.uid)
}
/// Writes the attempt and claim of every player whose attempt has ended by now (all of them
/// when `all`, waiting for each one's end).
var unclaimed: [Int] = []
@MainActor func writeClaims(all: Bool) {
  unclaimed.sort { (players[$0].claim?.result.finishedAt ?? 0) < (players[$1].claim?.result.finishedAt ?? 0) }
  while let index = unclaimed.first {
    let player = players[index]
    guard let claim = player.claim else {
      unclaimed.removeFirst()
      continue
    }
    if now() < claim.result.finishedAt {
      guard all else { return }
      while now() < claim.result.finishedAt { usleep(20_000) }
    }
    unclaimed.removeFirst()
    let name = SharedResultName(date: date, game: player.game, uid: player.uid, token: player.token)
    write(player.attempt, name.description, uid: player.uid)
    write(
      SharedAttemptClaim(
        uid: player.uid, claim: claim, attempt: player.attempt, start: name.with(.start).token
      )
      .bytes,
      name.with(.claim).description, uid: player.uid)
  }
}
for index in players.indices {
  let player = players[index]
  players[index].started = now()
  write(
    [],
    SharedResultName(date: date, game: player.game, uid: player.uid, token: player.token, kind: .start)
      .description, uid: player.uid)
  // Every random session that finishes is a player: seeds are tried until one does.
  var seed = UInt64(index)
  var bytes: [UInt8]?
  while bytes == nil && seed < UInt64(index) + 1000 * UInt64(count) {
    bytes = HeadlessDaily.shared(
      player.game, date: date, start: players[index].started, seed: seed, uid: player.uid, arcade: arcade,
      assets: assets)
    seed += UInt64(count)
  }
  guard let bytes, let attempt = try? ReplayFile.parse(bytes, name: "attempt").attempt else {
    print("arcade-shared-dailies: no \(player.game) session finished")
    exit(1)
  }
  players[index].attempt = bytes
  players[index].claim = attempt.claim
  unclaimed.append(index)
  writeClaims(all: false)
}
writeClaims(all: true)
