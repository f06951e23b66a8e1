import MotionAudit
import MotionAuditEngine
import MotionAuditSemantics
import MotionAuditSources
import Testing

/// A transition's finding says what it does to the view: a `.scale` checkmark zooms, it does not
/// slide; `.slide` and `.push` slide; `.move` and `.offset` move it.
@Test(arguments: [
  (".scale", "scales"), (".scale.combined(with: .opacity)", "scales"), (".slide", "slides"),
  (".push(from: .leading)", "slides"), (".move(edge: .top)", "moves"),
  (".offset(x: 40)", "moves"),
])
func aTransitionsMessageSaysWhatItDoes(transition: String, verb: String) throws {
  let source = """
    struct Check: View {
        @State private var isDone = false
        var body: some View {
            HStack {
                Text("Task")
                if isDone { Image(systemName: "checkmark").transition(\(transition)) }
            }
            .onTapGesture { withAnimation { isDone = true } }
        }
    }
    """
  let findings = FileAuditor.audit(
    file: "Check.swift", bytes: Array(source.utf8), settings: .defaults
  ).findings
  let finding = try #require(findings.first { $0.ruleID == "movement-transition-without-fade" })
  #expect(finding.message.contains("` \(verb) the view even when Reduce Motion is on"))
}
