"""The shared leaderboard's files (issue 35), as tests, the shared-file fuzzer and the bench
make them: a start record `DATE-GAME-UID-TOKEN.start` (empty: the kernel's ctime dates the
attempt's beginning), an attempt `DATE-GAME-UID-TOKEN.arcade` (0600, sealed until the day ends
UTC; 0644 once its owner's arcade revealed it) and its claim `DATE-GAME-UID-TOKEN.claim` (0644,
the attempt's SHA-256 and the start record's token), and `member-UID-TOKEN`.

Every file is created AS its owner (a forked child that sets its uid and gid, as setpriv does):
never chown'ed afterwards, which would move the kernel's ctime that readers check. Not a test
module (no `test_` prefix): run.py does not collect it."""
import datetime
import hashlib
import json
import os
import random
import subprocess
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ASSETS = os.path.join(ROOT, "assets")


def today():
    return datetime.datetime.now(datetime.timezone.utc).date().isoformat()


def seconds_to_midnight():
    now = datetime.datetime.now(datetime.timezone.utc)
    midnight = datetime.datetime.combine(now.date() + datetime.timedelta(days=1), datetime.time(),
                                         datetime.timezone.utc)
    return (midnight - now).total_seconds()


def token():
    return f"{random.getrandbits(64):016x}"


def name(game, uid, tok, kind="arcade", day=None):
    return f"{day or today()}-{game}-{uid}-{tok}.{kind}"


def as_uid(uid):
    return ["setpriv", f"--reuid={uid}", f"--regid={uid}", "--clear-groups"]


def faketime(offset="+1d"):
    """The words that run a command with the clock moved (Debian's faketime): `+1d` is the next
    day, when today's attempts are revealed and verified; `@2026-11-28 00:00:01` an absolute time."""
    return ["faketime", "-f", offset]


FAKETIME_LIB = "/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1"


def faketime_env(offset="+1d"):
    """faketime's moved clock as environment (the library preloaded, no wrapper process): for a
    program in tmux, whose ^C and exit status must be its own."""
    library = FAKETIME_LIB
    if not os.path.exists(library):
        found = subprocess.run(["dpkg", "-L", "libfaketime"], capture_output=True, text=True).stdout.split()
        library = next((p for p in found if p.endswith("/libfaketime.so.1")), library)
    return {"LD_PRELOAD": library, "FAKETIME": offset, "FAKETIME_DISABLE_SHM": "1"}


def faketime_words(offset="+1d"):
    """`env LD_PRELOAD=… FAKETIME=…`: words to put right before the arcade (after setpriv), so
    only the arcade loads the library (a root shell that did would make a shared-memory semaphore
    the uid under test may not open), and its ^C and exit status stay its own."""
    return ["env", *(f"{k}={v}" for k, v in faketime_env(offset).items())]


def create_as(uid, files, replace=False):
    """Creates each (path, bytes, mode) of `files` as `uid` (a forked child with that uid and gid,
    no supplementary groups), exclusively unless `replace` (then rewritten in place: the same inode,
    a new ctime); bytes ("link", PATH) make a hard link to PATH instead (the same file under another
    name, as its owner). Raises naming the first file that could not be made."""
    read, write = os.pipe()
    child = os.fork()
    if child == 0:
        os.close(read)
        try:
            if os.geteuid() == 0 and uid != 0:
                os.setgroups([])
                os.setresgid(uid, uid, uid)
                os.setresuid(uid, uid, uid)
            os.umask(0)
            for path, data, mode in files:
                if isinstance(data, tuple):
                    os.link(data[1], path)
                    continue
                flags = os.O_WRONLY | os.O_CREAT | (os.O_TRUNC if replace else os.O_EXCL)
                fd = os.open(path, flags, mode)
                try:
                    os.write(fd, data) if data else None
                    if replace:
                        os.fchmod(fd, mode)
                finally:
                    os.close(fd)
            os._exit(0)
        except BaseException as error:  # noqa: B036 - the child reports and exits, whatever it was
            os.write(write, str(error).encode()[:500])
            os._exit(1)
    os.close(write)
    message = os.read(read, 600).decode(errors="replace")
    os.close(read)
    _, status = os.waitpid(child, 0)
    if status != 0:
        raise AssertionError(f"creating files as uid {uid}: {message}")


def member(directory, uid):
    """`uid`'s membership (`member-UID-TOKEN`, made now as `uid`) unless it has one; its path."""
    prefix = f"member-{uid}-"
    for entry in os.listdir(directory):
        if entry.startswith(prefix):
            return os.path.join(directory, entry)
    path = os.path.join(directory, f"{prefix}{token()}")
    create_as(uid, [(path, b"", 0o644)])
    return path


def starts(directory, pairs, day=None, members=True):
    """A start record for each (uid, game) of `pairs`, made now as its uid, each uid sharing
    first (a membership made before, unless `members` is false: a result counts only if its
    player shared before the attempt began); {(uid, game): token}."""
    made = {}
    by_uid = {}
    if members:
        for uid in sorted({uid for uid, _ in pairs}):
            member(directory, uid)
    for uid, game in pairs:
        made[(uid, game)] = token()
        by_uid.setdefault(uid, []).append(
            (os.path.join(directory, name(game, uid, made[(uid, game)], "start", day)), b"", 0o644))
    for uid, files in by_uid.items():
        create_as(uid, files)
    return made


def split(data):
    """(header dict, event lines as bytes) of an attempt."""
    header, rest = data.split(b"\n", 1)
    return json.loads(header), rest.splitlines()


def join(header, lines):
    return json.dumps(header, separators=(",", ":")).encode() + b"\n" + b"\n".join(lines) + b"\n"


def retarget(data, uid):
    """An attempt's bytes with its header's uid set to `uid` (the same play, another player)."""
    header, lines = split(data)
    header["uid"] = uid
    return join(header, lines)


def claim_of(data):
    """The claim (game, date, result) an attempt's header makes."""
    return split(data)[0]["claim"]


def claim_bytes(uid, attempt, start, claim=None):
    """A claim file: the attempt's SHA-256, the start record's token, the claim (the attempt's own
    unless given)."""
    return json.dumps({"arcadeClaim": 1, "uid": uid, "claim": claim or claim_of(attempt),
                       "attempt": hashlib.sha256(attempt).hexdigest(), "start": start},
                      separators=(",", ":")).encode()


def retimed(data, start_path, now=None):
    """An attempt's bytes played as if its board had been made when `start_path` (its start
    record) was: a reader checks that the attempt's own clock accounts for the kernel's window
    (start record to claim), so an attempt generated earlier gets the wait in between as time
    before its first move (its header's session clock moved back by the wait, and its wall-clock
    mapping with it: every event, game time and finish stays the very same double). Unchanged
    when there is no such start record, no wait, or no attempt header to move."""
    try:
        started = os.lstat(start_path).st_ctime
        header, lines = split(data)
        end = json.loads(lines[-1])
        wait = (now or time.time()) - started - (end["t"] - header["t"])
        if wait <= 0:
            return data
        for key in ("t", "t0", "start"):
            header[key] -= wait
        return join(header, lines)
    except (OSError, ValueError, KeyError, TypeError, IndexError):
        return data


def share(directory, uid, game, attempt, start, mode=0o644, tok=None, claim=None, day=None, retime=True):
    """An attempt of `uid` and its claim naming start record `start`, created as `uid` (attempt
    first, as the arcade does): 0644 is an attempt already revealed, 0600 a sealed one. Unless
    `retime` is false, the attempt is first `retimed` to its start record (the wait since it was
    made becomes a suspension). Returns (attempt path, claim path)."""
    if retime:
        attempt = retimed(attempt, os.path.join(directory, name(game, uid, start, "start", day)))
    tok = tok or token()
    attempt_path = os.path.join(directory, name(game, uid, tok, "arcade", day))
    claim_path = os.path.join(directory, name(game, uid, tok, "claim", day))
    create_as(uid, [(attempt_path, attempt, mode),
                    (claim_path, claim if isinstance(claim, bytes) else claim_bytes(uid, attempt, start, claim),
                     0o644)])
    return attempt_path, claim_path


def generate(directory, count, first_uid, maker, arcade="arcade 0.1.0", timeout=180):
    """arcade-shared-dailies' COUNT players of today in `directory` (uids FIRST_UID…: Zombies,
    Memory, FizzBuzz in turn; start records first, claims once the attempts' finishes have
    passed, attempts already revealed). Waits for it (up to ~90 s). Returns their players as
    dicts: uid, game, token, attempt (bytes), claim (dict), start (token)."""
    out = subprocess.run([maker, directory, today(), str(count), str(first_uid), arcade, ASSETS],
                         capture_output=True, text=True, timeout=timeout)
    if out.returncode != 0:
        raise AssertionError(f"{maker} {directory}: {out.stdout.strip()} {out.stderr.strip()}")
    players = {}
    for entry in sorted(os.listdir(directory)):
        if entry.count("-") != 5 or "." not in entry:
            continue
        stem, kind = entry.rsplit(".", 1)
        _, _, _, game, uid, tok = stem.split("-")
        if not first_uid <= int(uid) < first_uid + count:
            continue  # another file of the directory (a test's or the bench's own start records)
        player = players.setdefault(int(uid), {"uid": int(uid), "game": game, "token": tok})
        with open(os.path.join(directory, entry), "rb") as f:
            data = f.read()
        if kind == "arcade":
            player["attempt"] = data
        elif kind == "claim":
            player["claim"] = json.loads(data)["claim"]
            player["start"] = json.loads(data)["start"]
    return [players[uid] for uid in sorted(players)]
