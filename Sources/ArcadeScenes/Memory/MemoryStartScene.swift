import ArcadeKit
import MemoryModel

/// Memory's start screen: pick a deck. A deck that cannot be played (too few cards with
/// faces, a broken file) is listed with an `x` and its reason; choosing it says so and starts
/// nothing.
public final class MemoryStartScene: Scene {
  private let env: AppEnvironment
  let choices: [DeckChoice]
  private(set) var list: PickList
  var selection: Int { list.selection }
  /// Why the last chosen deck could not be played.
  private(set) var refusal: String?
  private var records: MemoryRecords

  public init(env: AppEnvironment) {
    self.env = env
    choices = env.decks.choices
    list = PickList(count: choices.count)
    records = MemoryRecordsTable.read(env.records)
  }
  public var info: SceneInfo {
    SceneInfo(
      title: "Memory",
      minimumSize: Size(width: 60, height: 12),
      helpEntries: list.helpEntries,
      helpText: self.helpLines)
  }

  /// The help overlay's lines, written when help opens.
  private var helpLines: [String] {
    [
      "Each deck is an artist's tracks: a game takes its first \(Deck.cardsPerGame) cards with faces and"
        + " lays each twice.",
      "Decks are JSON files in \(env.decks.directory);"
        + " arcade memory --deck NAME|PATH plays one directly.",
    ]
  }

  public func didBecomeTop(context: SceneContext) { records = MemoryRecordsTable.read(env.records) }

  // MARK: events

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    switch list.handle(event, entryAt: { $0 - Self.listTop }) {
    case .ignored: return .ignored
    case .moved: refusal = nil
    case .picked(let index): start(index, context)
    }
    return .handled
  }

  private func start(_ index: Int, _ context: SceneContext) {
    switch choices[index].playable {
    case .success(let deck):
      refusal = nil
      do {
        context.push(try MemoryGameScene(env: env, deck: deck, seed: env.nextSeed()))
      } catch {
        refusal = error.message
      }
    case .failure(let error):
      refusal = error.message
    }
  }

  // MARK: drawing

  static let listTop = 3
  static let listLeft = 2

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let heading = refusal == nil ? "Memory: choose a deck" : "Choose another deck!"
    canvas.putCentered(heading, y: 0, style: .title)
    let left = Self.listLeft
    let limit = canvas.width - 2
    if choices.isEmpty {
      canvas.put(
        "No decks found in \(env.decks.directory)",
        x: left, y: Self.listTop, style: .warning, limit: limit)
    }
    for (index, choice) in choices.enumerated() {
      let y = Self.listTop + index
      let selected = index == selection
      if selected { canvas.fill(Rect(x: left, y: y, width: limit - left, height: 1), style: .selection) }
      canvas.put(
        describe(choice, label: list.label(index, context.options)), x: left, y: y,
        style: style(choice, selected),
        limit: limit)
    }
    if let refusal {
      let lines = TextLayout.wrap(refusal, width: limit - left)
      for (i, line) in lines.prefix(3).enumerated() {
        canvas.put(line, x: left, y: Self.listTop + choices.count + 1 + i, style: .bad)
      }
    }
    let hint = "Pairs of an artist's tracks, face down on a 4x4 board."
    canvas.put(TextLayout.clip(hint, to: limit - left), x: left, y: canvas.height - 3, style: .muted)
  }

  private func style(_ choice: DeckChoice, _ selected: Bool) -> Style {
    let base: Style
    if case .failure = choice.playable { base = .disabled } else { base = .normal }
    return selected ? base.adding(.reverse) : base
  }

  /// "> 1  Lo-Fi Garden     9 cards  best 12 moves, 0:45.3", or "x 3  broken.json  <why>".
  private func describe(_ choice: DeckChoice, label: String) -> String {
    switch choice.playable {
    case .success(let deck):
      let best = MemoryRecordsTable.bestLine(records, deck: deck.name).map { "  best \($0)" } ?? ""
      return "\(label)  " + TextLayout.pad(deck.name, to: 20) + "\(deck.cards.count) cards" + best
    case .failure(let error):
      let name = (try? choice.result.get().name) ?? String(choice.file.split(separator: "/").last ?? "")
      return "\(label)  x " + TextLayout.pad(name, to: 18) + shortReason(error)
    }
  }

  private func shortReason(_ error: DeckError) -> String {
    switch error {
    case .notEnoughCards(_, let found): return "only \(found) cards with faces (needs \(Deck.cardsPerGame))"
    case .malformed, .unreadable: return "unreadable deck file"
    }
  }
}

extension MemoryStartScene {
  public var snapshot: StateSnapshot {
    StateSnapshot {
      $0.add("decks", choices.map(\.file))
      $0.add("selection", selection)
      $0.add("refusal", refusal)
    }
  }
}

extension MemoryStartScene: RestorableScene {
  /// Every stored `var` (the models are values): a replay viewer's keyframe.
  public func savedState() -> () -> Void {
    let saved = (list, refusal, records)
    return { [self] in
      (list, refusal, records) = saved
    }
  }
}
