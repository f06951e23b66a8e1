import Foundation
import MotionAudit
import TestSupport
import Testing

@testable import MotionAudit
@testable import MotionAuditEngine
@testable import MotionAuditSemantics

/// The pre-filter only saves work: with it and without it, every rule's examples and the example
/// apps give exactly the same findings.
@Suite struct PrefilterSoundnessTests {
  /// Every example of every rule, audited with that rule alone and with every rule, gives the
  /// same result whether or not files are pre-filtered.
  @Test func ruleExamplesGiveTheSameFindingsWithAndWithoutThePrefilter() {
    let mismatches = AuditThread.run { () -> [String] in
      var mismatches: [String] = []
      for rule in RuleRegistry.all {
        let description = rule.description
        let examples = description.triggeringExamples + description.nonTriggeringExamples
        for settings in [AuditSettings.only(rule), .defaults] {
          let filtered = AuditPlan(settings: settings)
          let unfiltered = AuditPlan(settings: settings, prefilter: nil)
          for example in examples {
            let bytes = Array(example.codeWithoutMarkers.utf8)
            let with = FileAuditor.audit(file: "Example.swift", bytes: bytes, plan: filtered)
            let without = FileAuditor.audit(file: "Example.swift", bytes: bytes, plan: unfiltered)
            if with != without {
              mismatches.append("\(description.id), line \(example.line)")
            }
          }
        }
      }
      return mismatches
    }
    #expect(mismatches.isEmpty)
  }

  @Test(arguments: ["Examples/NaiveApp", "Examples/PipApp", "Sources"])
  func appsGiveTheSameReportWithAndWithoutThePrefilter(path: String) throws {
    let filteredStatistics = AuditStatistics()
    let filtered = try runAudit(
      [path], in: RepositoryFiles.root.path,
      execution: AuditExecution(statistics: filteredStatistics))
    let unfiltered = try runAudit(
      [path], in: RepositoryFiles.root.path, execution: AuditExecution(usesPrefilter: false))
    #expect(renderedInEveryFormat(filtered) == renderedInEveryFormat(unfiltered))
    // The comparison means something only if some files were left unparsed. Every file of the
    // example apps concerns motion or resources; the package's own sources mostly do not.
    if path == "Sources" { #expect(filteredStatistics.filesPrefiltered > 0) }
  }

  @Test func theNaiveAppHasFindingsSoTheComparisonIsNotVacuous() throws {
    let report = try runAudit(
      ["Examples/NaiveApp"], in: RepositoryFiles.root.path, execution: AuditExecution())
    #expect(Set(report.findings.map(\.ruleID)) == Set(RuleRegistry.ids))
  }

  /// A signal without motion produces nothing, so signals need no tokens of their own: every
  /// finding is a rule's, every rule needs one of its tokens, and a signal only ever decides
  /// motion that a rule found. Here: files full of signals — built in, named like one, bound to
  /// the environment, MotionAware's, configured — but no motion token are ruled out by the
  /// pre-filter, and auditing them anyway finds nothing. (Two rules are about signals themselves
  /// — reading UIKit's setting without observing it, overriding SwiftUI's read-only value — and
  /// their tokens are those signals; they are left out here.)
  @Test func signalsWithoutMotionProduceNothing() {
    let configured = ["AppSettings.shared.calmMode", "isCalmModeOn()"].compactMap(
      ConfiguredSignal.init)
    let signalRules = [
      UnobservedReduceMotionReadRule.description.id,
      ReadOnlyReduceMotionOverrideRule.description.id,
    ]
    let settings = AuditSettings(
      rules: AuditSettings.defaults.rules.filter { !signalRules.contains($0.id) },
      signals: configured)
    let sources = [
      """
      struct Card: View {
        @Environment(\\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\\.motionPreferences) private var motion
        var body: some View {
          Text(reduceMotion || motion.reduceMotion ? "Still" : "Moving")
            .opacity(AppSettings.shared.calmMode ? 0.5 : 1)
        }
      }
      """,
      """
      final class Controller: UIViewController {
        func update() {
          guard !UIAccessibility.isReduceMotionEnabled, !isCalmModeOn() else { return }
          let prefersReducedMotion = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion
          MascotView(controller: controller).motionAwarePlaying(prefersReducedMotion)
          label.text = WKAccessibilityIsReduceMotionEnabled() ? "Calm" : "Lively"
        }
      }
      """,
    ]
    let plan = AuditPlan(settings: settings)
    for source in sources {
      let bytes = Array(source.utf8)
      #expect(plan.prefilter?.mayConcern(bytes) == false)
      let unfiltered = AuditThread.run {
        FileAuditor.audit(file: "Signals.swift", bytes: bytes, settings: settings)
      }
      #expect(unfiltered == FileAuditResult(file: "Signals.swift"))
    }
  }

  /// Tokens that count only where they may be called (`Image`, `local`) still reach every call
  /// the project rules collect facts from, however it is written; and files that only mention
  /// the names are ruled out with nothing lost.
  @Test func calledTokensReachEveryCallTheFactsComeFrom() {
    let calls = [
      #"let a = Image("logo")"#, #"let a = SwiftUI.Image("logo")"#, #"let a = Image.init("logo")"#,
      #"let a = Image ("logo")"#, #"let a = (Image)("logo")"#,
      #"let a = Image(decorative: "logo")"#, #"let a = UIImage(named: "logo")"#,
      #"let a = NSImage.init(named: "logo")"#, #"let a = UIImage . init(named: "logo")"#,
      #"let file = try await File(source: .local("launch", Bundle.main), worker: worker)"#,
      #"let model = RiveViewModel(RiveLoading.local("mascot", stateMachine: "Idle"))"#,
    ]
    let mentions = [
      "let view = ImageView(frame: .zero)", "var icon: NSImage? { nil }",
      "let scale = Image.Scale.large",
      "switch timeline { case .local: break; default: break }", "let text = localized(key)",
    ]
    let settings = AuditSettings.defaults
    let plan = AuditPlan(settings: settings)
    let outcomes = AuditThread.run {
      () -> [(source: String, same: Bool, facts: Bool, parsed: Bool)] in
      (calls + mentions).map { source in
        let bytes = Array(source.utf8)
        let full = FileAuditor.audit(file: "Facts.swift", bytes: bytes, settings: settings)
        return (
          source, FileAuditor.audit(file: "Facts.swift", bytes: bytes, plan: plan) == full,
          full.facts != nil, plan.needsParsing(bytes)
        )
      }
    }
    for outcome in outcomes {
      let isCall = calls.contains(outcome.source)
      #expect(outcome.same, "\(outcome.source)")
      #expect(outcome.facts == isCall, "\(outcome.source)")
      #expect(outcome.parsed == isCall, "\(outcome.source)")
    }
  }

  @Test func invalidFilesAreReportedWhetherOrNotTheyHoldAToken() {
    let plan = AuditPlan(settings: .defaults)
    for bytes in [[0x6C, 0x65, 0x74, 0xFF], Array("withAnimation".utf8) + [0]] as [[UInt8]] {
      let result = FileAuditor.audit(file: "A.swift", bytes: bytes, plan: plan)
      #expect(result.skipped != nil)
      #expect(result == FileAuditor.audit(file: "A.swift", bytes: bytes, settings: .defaults))
    }
  }
}
