import ArcadeGlyphs
import ArcadeKit
import DailyModel

/// `arcade daily`: the day's four challenges with today's result for each, and the streak.
/// Enter (a digit, a click) plays one; a finished one can be played again as practice.
public final class DailyListScene: Scene {
  private let env: AppEnvironment
  /// The day shown: today, or a past date given with `--date` (practice only).
  private let date: DailyDate?
  /// The four games, then the leaderboard.
  private(set) var list = PickList(count: DailyGame.allCases.count + 1)
  var selection: Int { list.selection }
  private(set) var book = DailyBook()
  private(set) var today = DailyCalendar.firstDay
  private var refusal: String?

  /// `notice`: why the game asked for could not start (shown as the list's refusal line).
  public init(env: AppEnvironment, date: DailyDate? = nil, notice: String? = nil) {
    self.env = env
    self.date = date
    refusal = notice
    refresh()
  }

  var shownDate: DailyDate { date ?? today }
  public var info: SceneInfo {
    SceneInfo(
      title: "Daily",
      minimumSize: Size(width: 40, height: 12),
      helpEntries: list.helpEntries,
      helpText: [
        "One challenge per game each UTC day, the same for everyone: the same board, deck order,"
          + " FizzBuzz settings and maze.",
        "The first attempt at today's challenge counts from its first move: left half-way (q, then y),"
          + " it counts as abandoned. Playing it again, or a past date"
          + " (arcade <game> --daily --date YYYY-MM-DD), is practice.",
        "An attempt whose arcade was killed stays open, cut off, until the day ends: its board is"
          + " practice from tomorrow. One being played in another terminal is in progress.",
        "The streak counts days in a row with at least one challenge finished.",
        "At the end of any game, s shows a card to share; it is printed when the arcade exits.",
        "The leaderboard shows the day's results of everyone on this machine who shares theirs,"
          + " each checked by playing its replay again.",
      ])
  }

  public func didBecomeTop(context: SceneContext) { refresh() }

  private func refresh() {
    today = DailyRecordsTable.today(env)
    book = DailyRecordsTable.read(env.records)
  }

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    switch list.handle(event, entryAt: { $0 - Self.listTop }) {
    case .ignored: return .ignored
    case .moved: break
    case .picked(let index): play(index, context)
    }
    return .handled
  }

  private func play(_ index: Int, _ context: SceneContext) {
    guard index < DailyGame.allCases.count else {
      refusal = nil
      return context.push(LeaderboardScene(env: env, date: shownDate))
    }
    switch DailyLaunch.scene(
      DailyGame.allCases[index], date: shownDate, env: env, startedAt: context.now,
      returnsTo: "the daily list")
    {
    case .success(let scene):
      refusal = nil
      context.push(scene)
    case .failure(let error):
      refusal = error.description
    }
  }

  // MARK: drawing

  static let listTop = 4
  static let listLeft = 2

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let options = context.options
    let dot = options.glyph(Glyphs.middleDot)
    let practice = shownDate != today ? " (practice)" : ""
    canvas.putCentered("Daily challenge \(dot) \(shownDate) UTC\(practice)", y: 0, style: .title)
    let streak = book.streak(today: today)
    canvas.putCentered(
      "Streak: \(streak.current) \(streak.current == 1 ? "day" : "days") \(dot) longest \(streak.longest)",
      y: 1, style: .accent)
    if let note = DailyCalendar.clockNote(today: today) {
      canvas.putCentered(TextLayout.clip(note, to: canvas.width - 2), y: 2, style: .warning)
    }
    let left = Self.listLeft
    // Results start after the longest game's name ("▶ 4 FizzBuzz"); on a wide terminal after
    // the Leaderboard's, in one column with its description. At 40 columns the longest result
    // ("✓ 985 rooms, ratio 1.00") then fits whole.
    let wide = canvas.width >= 60
    let resultX = left + (wide ? 16 : 13)
    for (index, game) in DailyGame.allCases.enumerated() {
      let y = Self.listTop + index
      let selected = index == selection
      let label = "\(list.label(index, options)) \(game.title)"
      canvas.put(label, x: left, y: y, style: selected ? .selection : .normal, limit: canvas.width - 1)
      let result = book.result(of: game, on: shownDate)
      // Screen-reader mode: the words alone ("abandoned", "won in 0:41"), not "[-]" spelt out.
      let mark = options.glyph(result?.abandoned == true ? Self.abandoned : Self.done)
      let text =
        result.map { context.screenReader ? shownSummary($0, game) : "\(mark) \(shownSummary($0, game))" }
        ?? "not played yet"
      let style: Style = result.map { $0.abandoned ? .warning : .good } ?? .muted
      canvas.put(
        TextLayout.clip(text, to: max(0, canvas.width - 1 - resultX)), x: resultX, y: y, style: style)
    }
    let boardIndex = DailyGame.allCases.count
    canvas.put(
      "\(list.label(boardIndex, options)) Leaderboard", x: left, y: Self.listTop + boardIndex,
      style: selection == boardIndex ? .selection : .normal, limit: canvas.width - 1)
    let boardX = left + 16
    let room = max(0, canvas.width - 1 - boardX)
    let about = ["everyone's results on this machine", "everyone's results"].first { $0.count <= room } ?? ""
    canvas.put(about, x: boardX, y: Self.listTop + boardIndex, style: .muted)
    if let refusal {
      canvas.put(
        TextLayout.clip(refusal, to: canvas.width - 4), x: left, y: Self.listTop + boardIndex + 2, style: .bad
      )
    }
  }

  /// A result as the list says it: an attempt still open is in progress (another arcade is
  /// playing it) or cut off (its arcade ended without closing it: practice opens tomorrow).
  func shownSummary(_ result: DailyResult, _ game: DailyGame) -> String {
    guard result.isOpen else { return result.summary }
    return env.attemptsInProgress.contains(DailyChallenge(date: shownDate, game: game).key)
      ? "in progress elsewhere" : "cut off: practice tomorrow"
  }

  /// A challenge finished today.
  static let done = GlyphPair("✓", ascii: "[x]")
  /// A challenge begun today and left unfinished.
  static let abandoned = GlyphPair("✗", ascii: "[-]")
}

extension DailyListScene {
  public var snapshot: StateSnapshot {
    StateSnapshot { s in
      s.add("date", shownDate)
      s.add("today", today)
      s.add("selection", selection)
      s.add("refusal", refusal)
      s.add("results", DailyGame.allCases.map { book.result(of: $0, on: shownDate)?.summary ?? "-" })
    }
  }
}

extension DailyListScene {
  /// The daily list in words: the selected game and its result today; look reads them all. The
  /// cursor stands on the selected entry, or on the status line while a refusal is the news.
  public func speech(context: SceneContext) -> Speech {
    let practice = shownDate != today ? " (practice)" : ""
    let entries = DailyGame.allCases.indices.map(spokenEntry) + [spokenEntry(DailyGame.allCases.count)]
    let refused = refusal.map { " \($0)" } ?? ""
    let streak = book.streak(today: today)
    return Speech(
      status: "Daily: " + spokenEntry(selection) + "." + refused,
      look:
        "Daily challenge, \(shownDate) UTC\(practice); streak \(streak.current), longest \(streak.longest): "
        + entries.joined(separator: ", ") + ". Selected: \(spokenEntry(selection))." + refused,
      focus: refusal == nil ? Point(x: Self.listLeft, y: Self.listTop + selection) : nil)
  }

  private func spokenEntry(_ index: Int) -> String {
    guard index < DailyGame.allCases.count else { return "\(index + 1) Leaderboard" }
    let game = DailyGame.allCases[index]
    let result = book.result(of: game, on: shownDate)
    // A left attempt's summary is "abandoned" already: said once.
    let text =
      result.map {
        $0.isOpen
          ? shownSummary($0, game)
          : $0.abandoned
            ? ($0.summary == "abandoned" ? "abandoned" : "abandoned: " + $0.summary) : "played: " + $0.summary
      }
      ?? "not played yet"
    return "\(index + 1) \(game.title), \(text)"
  }

  public var spokenWords: [String] { DailyGame.allCases.map { $0.title.lowercased() } + ["leaderboard"] }

  public func keys(forWord word: String) -> [Key]? {
    let said = word.lowercased()
    let names = DailyGame.allCases.map { $0.title.lowercased() } + ["leaderboard"]
    guard let index = names.firstIndex(of: said) else { return nil }
    return [.char(Character("\(index + 1)"))]
  }
}
