import AnimationFiles
import MotionAudit
import MotionAuditEngine
import MotionAuditSemantics
import Testing

/// One motion, one finding: a moving animation file played without a check is reported once,
/// by the rule that owns its case (the loop rule for loops, the Rive view rule for Rive).
@Suite struct MovingAnimationFileTests {
  private static let flight = AnimationMovement(
    farthestTraveller: "ship", travel: 300, travelFraction: 0.75)

  /// Every finding of the default rules, file rules and project rules together, as rule ids.
  private func ruleIDs(_ files: [ProjectExample.File]) -> [String] {
    var ids: [String] = []
    for file in files {
      guard case .text(let text) = file.contents, file.path.hasSuffix(".swift") else { continue }
      let result = AuditThread.run {
        FileAuditor.audit(file: file.path, bytes: Array(text.utf8), settings: .defaults)
      }
      ids += result.findings.map(\.ruleID)
    }
    for rule in RuleRegistry.projectRules {
      ids += auditProject(files, with: rule).findings.map(\.ruleID)
    }
    return ids.sorted()
  }

  @Test func aMovingOneShotLottieIsOneFinding() {
    let files: [ProjectExample.File] = [
      .lottie(
        "App/flight.json",
        layers: [ProjectExample.File.lottieLayer("ship", from: (0, 100), to: (200, 100))]),
      .swift(
        "App/Flight.swift",
        #"let flight = LottieView(animation: .named("flight")).playing()"#),
    ]
    #expect(ruleIDs(files) == ["lottie-movement-without-reduced-motion-marker"])
  }

  @Test func aMovingLoopIsTheLoopRulesFindingOnly() {
    let files: [ProjectExample.File] = [
      .lottie(
        "App/flight.json",
        layers: [ProjectExample.File.lottieLayer("ship", from: (0, 100), to: (200, 100))]),
      .swift(
        "App/Flight.swift",
        #"let flight = LottieView(animation: .named("flight")).looping()"#),
    ]
    #expect(!ruleIDs(files).contains("lottie-movement-without-reduced-motion-marker"))
    #expect(ruleIDs(files).contains("lottie-loop-without-reduced-motion-marker"))
  }

  @Test func aMovingOneShotRiveIsTheRiveViewRulesFindingOnly() {
    let files: [ProjectExample.File] = [
      .rive(
        "App/flight.riv",
        RiveSummary(artboards: [
          .init(name: "Main", animations: [.init(name: "fly", seconds: 1, movement: Self.flight)])
        ])),
      .swift(
        "App/FlightView.swift",
        """
        struct FlightView: View {
            let flight = RiveViewModel(fileName: "flight")

            var body: some View {
                flight.view()
            }
        }
        """),
    ]
    #expect(ruleIDs(files) == ["unpaused-rive-view"])
  }
}
