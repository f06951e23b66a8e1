import MotionAuditSemantics
import Testing

/// `Examples/PipApp`, the guides' app written with MotionAware, gives no finding at any severity:
/// every rule's precision is measured against it.
@Test func theReferenceAppAuditsClean() {
  let outcome = runCommand(["Examples/PipApp", "--format", "xcode", "--severity", "note"])
  #expect(outcome.output.isEmpty)
  #expect(outcome.exitCode == .success)
}
