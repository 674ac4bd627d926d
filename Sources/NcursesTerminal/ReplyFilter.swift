/// Keeps the terminal's answers out of the keys. The `auto` theme's question (OSC 11, then
/// DA1) may be answered after the first frame, through the same input as the keys, where
/// curses hands it over one character at a time (it knows no such sequence): `ESC ] 11 ; rgb:…
/// BEL` and `ESC [ ? 62 ; 22 c` would be Escape (back!), `]`, `1`… Fed every character code,
/// this passes the keys on and swallows an answer arriving at any time, handing OSC answers
/// over whole. An answer is bounded in length (`longest` codes kept) and in time: one not
/// ended `patience` seconds after it began (a terminal that never sends its BEL) is dropped,
/// and what comes after is keys again. Pure: unit-tested on codes and times
/// (NcursesTerminalTests).
struct ReplyFilter {
  enum Item: Equatable {
    /// A character the player typed (a `wget_wch` code).
    case key(UInt32)
    /// A whole OSC answer, `ESC ] … BEL` as the terminal sent it (the BEL or ST included).
    case reply([UInt8])
  }

  private enum State: Equatable {
    case ground
    /// ESC: the Escape key, unless an answer follows at once.
    case escape
    /// ESC [: a CSI answer if `?` follows.
    case csi
    /// ESC [ ? and its parameters: DA1's answer until its final byte.
    case csiAnswer
    /// ESC ] and the digits of the OSC's number.
    case oscNumber
    /// After `ESC ] N ;`: the answer's text until BEL or ST (ESC \).
    case oscText
    /// ESC inside an OSC answer: the start of its ST.
    case oscEscape
  }

  /// The longest answer handed over: one longer is nonsense, swallowed to its end and forgotten.
  static let longest = 512
  /// How long an answer may take, in seconds from its ESC: a terminal sends it in one write,
  /// so one still open after this never ends, and the codes after it are the player's keys.
  static let patience = 1.0

  private var state = State.ground
  /// The codes of the answer (or would-be answer) read so far.
  private var held: [UInt32] = []
  /// The answer under way outgrew `longest`: the rest is swallowed, nothing handed over.
  private var overlong = false
  /// When the answer (or would-be answer) under way began.
  private var began = 0.0

  private static let esc: UInt32 = 0x1B
  private static let bel: UInt32 = 0x07

  /// Takes the next character code, read at `now` (seconds on any clock that only goes
  /// forward); returns the keys and answers it completes.
  mutating func take(_ code: UInt32, at now: Double) -> [Item] {
    if isAnswering && now - began > Self.patience {
      // Never ended: dropped (its codes were no keys), and this code is read afresh.
      held = []
      overlong = false
      state = .ground
    }
    if state == .ground { began = now }
    return take(code)
  }

  /// Within an answer: past a lone ESC (or ESC [), which `drained` gives back as keys.
  private var isAnswering: Bool { state != .ground && state != .escape && state != .csi }

  private mutating func take(_ code: UInt32) -> [Item] {
    switch state {
    case .ground:
      return code == Self.esc ? hold(code, .escape) : [.key(code)]
    case .escape:
      if code == UInt32(UInt8(ascii: "]")) { return hold(code, .oscNumber) }
      if code == UInt32(UInt8(ascii: "[")) { return hold(code, .csi) }
      return release() + take(code)
    case .csi:
      if code == UInt32(UInt8(ascii: "?")) { return hold(code, .csiAnswer) }
      return release() + take(code)
    case .csiAnswer:
      if Self.isDigit(code) || code == UInt32(UInt8(ascii: ";")) { return hold(code, .csiAnswer) }
      if (0x40...0x7E).contains(code) { return finish(answer: false) }
      return release() + take(code)
    case .oscNumber:
      if Self.isDigit(code) { return hold(code, .oscNumber) }
      if code == UInt32(UInt8(ascii: ";")) && held.count > 2 { return hold(code, .oscText) }
      return release() + take(code)
    case .oscText:
      if code == Self.bel { return hold(code, .ground, complete: true) }
      if code == Self.esc { return hold(code, .oscEscape) }
      return hold(code, .oscText)
    case .oscEscape:
      // ST is ESC \; an ESC followed by anything else ended the answer all the same.
      if code == UInt32(UInt8(ascii: "\\")) { return hold(code, .ground, complete: true) }
      return finish(answer: true) + take(code)
    }
  }

  /// Nothing more is ready to read: a lone ESC (or ESC [) was the player's key. An answer under
  /// way stays held: its rest is on its way.
  mutating func drained() -> [Item] {
    state == .escape || state == .csi ? release() : []
  }

  private mutating func hold(_ code: UInt32, _ next: State, complete: Bool = false) -> [Item] {
    held.append(code)
    state = next
    if complete { return finish(answer: true) }
    if held.count > Self.longest {
      held = []
      overlong = true
    }
    return []
  }

  /// The answer held is complete: an OSC one is handed over, a CSI one (DA1) only swallowed.
  private mutating func finish(answer osc: Bool) -> [Item] {
    let bytes = held.map { UInt8(truncatingIfNeeded: $0) }
    let whole = !overlong
    held = []
    overlong = false
    state = .ground
    return osc && whole ? [.reply(bytes)] : []
  }

  /// What was held was not an answer: the player's keys, in order.
  private mutating func release() -> [Item] {
    let keys = overlong ? [] : held.map(Item.key)
    held = []
    overlong = false
    state = .ground
    return keys
  }

  private static func isDigit(_ code: UInt32) -> Bool { (0x30...0x39).contains(code) }
}
