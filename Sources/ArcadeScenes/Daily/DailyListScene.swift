import ArcadeKit
import DailyModel

/// `arcade daily`: the day's four challenges with today's result for each, and the streak.
/// Enter (a digit, a click) plays one; a finished one can be played again as practice.
public final class DailyListScene: Scene {
  enum Action: Sendable {
    case move(Int)
    case play
  }

  private let env: AppEnvironment
  /// The day shown: today, or a past date given with `--date` (practice only).
  private let date: DailyDate?
  private(set) var selection = 0
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

  public var title: String { "Daily" }
  public var minimumSize: Size { Size(width: 40, height: 12) }

  private let table = BindingTable<Action>([
    Binding([.up, .char("k"), .char("w")], "↑↓", help: "choose", action: .move(-1)),
    Binding([.down, .char("j"), .char("s")], "jk ws", help: "choose", action: .move(1), inFooter: false),
    Binding([.enter, .char(" ")], "Enter", help: "play", action: .play),
  ])

  public var helpEntries: [HelpEntry] {
    table.helpEntries + [HelpEntry(keys: "1-4", help: "play that game")]
  }

  public var helpText: [String] {
    [
      "One challenge per game each UTC day, the same for everyone: the same board, deck order,"
        + " FizzBuzz settings and maze.",
      "The first finished attempt of today's challenge counts; playing it again, or a past date"
        + " (arcade <game> --daily --date YYYY-MM-DD), is practice.",
      "The streak counts days in a row with at least one challenge finished.",
      "At the end of any game, s shows a card to share; it is printed when the arcade exits.",
    ]
  }

  public func didBecomeTop(context: SceneContext) { refresh() }

  private func refresh() {
    today = DailyRecords.today(env)
    book = DailyRecords.read(env.records)
  }

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    switch event {
    case .key(let key):
      if case .char(let c) = key, let digit = c.wholeNumberValue,
        (1...DailyGame.allCases.count).contains(digit)
      {
        selection = digit - 1
        play(context)
        return .handled
      }
      guard let action = table.action(for: key) else { return .ignored }
      switch action {
      case .move(let step):
        let count = DailyGame.allCases.count
        selection = (selection + step + count) % count
      case .play: play(context)
      }
      return .handled
    case .mouse(let mouse) where mouse.kind == .press:
      let index = mouse.y - Self.listTop
      guard DailyGame.allCases.indices.contains(index) else { return .ignored }
      selection = index
      play(context)
      return .handled
    default:
      return .ignored
    }
  }

  private func play(_ context: SceneContext) {
    switch DailyLaunch.scene(DailyGame.allCases[selection], date: shownDate, env: env, startedAt: context.now)
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

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let ascii = context.options.ascii
    let dot = ascii ? "-" : "·"
    let practice = shownDate != today ? " (practice)" : ""
    canvas.putCentered("Daily challenge \(dot) \(shownDate) UTC\(practice)", y: 0, style: .title)
    let streak = book.streak(today: today)
    canvas.putCentered(
      "Streak: \(streak.current) \(streak.current == 1 ? "day" : "days") \(dot) longest \(streak.longest)",
      y: 1, style: .accent)
    if let note = DailyCalendar.clockNote(today: today) {
      canvas.putCentered(TextLayout.clip(note, to: canvas.width - 2), y: 2, style: .warning)
    }
    let left = 2
    for (index, game) in DailyGame.allCases.enumerated() {
      let y = Self.listTop + index
      let selected = index == selection
      let marker = selected ? (ascii ? ">" : "▶") : " "
      let label = "\(marker) \(index + 1) \(game.title)"
      canvas.put(label, x: left, y: y, style: selected ? .selection : .normal, limit: canvas.width - 1)
      let result = book.result(of: game, on: shownDate)
      let done = ascii ? "[x]" : "✓"
      let text = result.map { "\(done) \($0.summary)" } ?? "not played yet"
      canvas.put(
        TextLayout.clip(text, to: max(0, canvas.width - left - 18)), x: left + 16, y: y,
        style: result == nil ? .muted : .good)
    }
    if let refusal {
      canvas.put(TextLayout.clip(refusal, to: canvas.width - 4), x: left, y: Self.listTop + 5, style: .bad)
    }
    let entries = (helpEntries + [HelpEntry(keys: "?", help: "help"), HelpEntry(keys: "q", help: "back")]).map
    {
      HelpEntry(
        keys: ascii ? $0.keys.replacing("↑↓", with: "up/down") : $0.keys, help: $0.help, inFooter: $0.inFooter
      )
    }
    canvas.put(Footer.text(entries, width: canvas.width - 2), x: 1, y: canvas.height - 1, style: .muted)
  }
}

extension DailyListScene {
  /// The daily's line in the launch menu: the streak and today's count.
  public static let catalogEntry = GameEntry(
    id: "daily", name: "Daily", summary: "today's challenge in every game",
    recordSummary: { env in
      let today = DailyRecords.today(env)
      let book = DailyRecords.read(env.records)
      let done = DailyGame.allCases.filter { book.result(of: $0, on: today) != nil }.count
      guard done > 0 || !book.days.isEmpty else { return "" }
      return "today \(done)/\(DailyGame.allCases.count)  streak \(book.streak(today: today).current)"
    },
    makeScene: { env in DailyListScene(env: env) })
}
