import Foundation
import Testing

@testable import MotionAudit

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
      [path], in: engineTestsRepositoryRoot,
      execution: AuditExecution(statistics: filteredStatistics))
    let unfiltered = try runAudit(
      [path], in: engineTestsRepositoryRoot, execution: AuditExecution(usesPrefilter: false))
    #expect(renderedInEveryFormat(filtered) == renderedInEveryFormat(unfiltered))
    // The comparison means something only if some files were left unparsed. Every file of the
    // example apps concerns motion or resources; the package's own sources mostly do not.
    if path == "Sources" { #expect(filteredStatistics.filesPrefiltered > 0) }
  }

  @Test func theNaiveAppHasFindingsSoTheComparisonIsNotVacuous() throws {
    let report = try runAudit(
      ["Examples/NaiveApp"], in: engineTestsRepositoryRoot, execution: AuditExecution())
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

  @Test func invalidFilesAreReportedWhetherOrNotTheyHoldAToken() {
    let plan = AuditPlan(settings: .defaults)
    for bytes in [[0x6C, 0x65, 0x74, 0xFF], Array("withAnimation".utf8) + [0]] as [[UInt8]] {
      let result = FileAuditor.audit(file: "A.swift", bytes: bytes, plan: plan)
      #expect(result.skipped != nil)
      #expect(result == FileAuditor.audit(file: "A.swift", bytes: bytes, settings: .defaults))
    }
  }
}
