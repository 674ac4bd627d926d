import ArcadeScenes
import ArgumentParser
import DailyModel

import ArcadeSystem

/// `--daily [--date YYYY-MM-DD]`, taken by every game: play the day's challenge.
struct DailyOptions: ParsableArguments {
  @Flag(help: "Play today's daily challenge (UTC): the same game for everyone today.")
  var daily = false

  // Unconditional: "-2026-01-01" is a (bad) date, not an option.
  @Option(
    parsing: .unconditional,
    help: "With --daily: a past day's challenge (YYYY-MM-DD, from 2026-01-01), played as practice.")
  var date: String?

  /// The day to play, or nil without `--daily`/`--date`; throws the one-line `--date` error.
  func day() throws -> DailyDate? { try Self.day(daily: daily, date: date) }

  static func day(daily: Bool, date: String?) throws -> DailyDate? {
    guard daily || date != nil else { return nil }
    let today = DailyDate(secondsSince1970: WallClock.secondsSince1970())
    guard let date else { return today }
    switch DailyCalendar.pastDaily(date, today: today) {
    case .success(let day): return day
    case .failure(let problem): throw ValidationError(problem.description)
    }
  }

  /// `game`'s challenge of the day chosen, over the launch menu. Today is the session's (its
  /// wall clock: a replay's is the recorded day), not the day this process parsed the command.
  func session(_ game: DailyGame, _ global: GlobalOptions, day: DailyDate) -> GameSession {
    let past = date == nil ? nil : day
    return global.session { env in
      let day = past ?? DailyRecordsTable.today(env)
      switch DailyLaunch.scene(game, date: day, env: env) {
      case .success(let scene): return scene
      case .failure(let error): return DailyListScene(env: env, date: day, notice: error.description)
      }
    }
  }
}

/// `arcade daily [--date YYYY-MM-DD]`: the day's challenges, today's results and the streak.
struct DailyCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "daily",
    abstract: "Today's challenge in every game (the same for everyone, by UTC date), with your streak."
  )

  @OptionGroup var global: GlobalOptions

  @Option(
    parsing: .unconditional,
    help: "A past day's challenges (YYYY-MM-DD, from 2026-01-01), played as practice.")
  var date: String?

  func validate() throws { _ = try DailyOptions.day(daily: true, date: date) }

  func session() throws -> GameSession {
    // Without --date the list follows the session's today (its wall clock), as a replay must.
    let past = date == nil ? nil : try DailyOptions.day(daily: true, date: date)
    return global.session { env in DailyListScene(env: env, date: past) }
  }
}
